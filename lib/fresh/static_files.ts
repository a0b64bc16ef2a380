/**
 * Files under `static/`, served at the site root. Each file's content hash is
 * computed at start-up; {@link StaticFiles.asset} returns `path?v=hash` and
 * such versioned URLs are served with immutable caching, other requests with
 * an ETag and revalidation.
 */
import { contentTypeFor, listFiles, shortHash } from "./utils.ts";

/** The static folder, indexed by URL path. */
export class StaticFiles {
  private constructor(private readonly dir: string, private readonly hashes: Map<string, string>) {}

  /** Indexes `dir` (missing folder = no files). */
  static async load(dir: string): Promise<StaticFiles> {
    const hashes = new Map<string, string>();
    let files: string[] = [];
    try {
      files = await listFiles(dir);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    for (const file of files) hashes.set("/" + file, await shortHash(await Deno.readFile(`${dir}/${file}`)));
    return new StaticFiles(dir, hashes);
  }

  /** Versioned URL of a static file (unversioned when unknown). */
  asset(path: string): string {
    const hash = this.hashes.get(path);
    return hash ? `${path}?v=${hash}` : path;
  }

  /** Answers a request for a static file, or null when `path` is not one. */
  async serve(
    path: string,
    version: string | undefined,
    ifNoneMatch: string | null,
  ): Promise<Response | null> {
    const hash = this.hashes.get(path);
    if (!hash) return null;
    const etag = `"${hash}"`;
    const headers = new Headers({
      "Content-Type": contentTypeFor(path),
      "ETag": etag,
      "Cache-Control": version === hash ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    });
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
    return new Response(await Deno.readFile(this.dir + path), { headers });
  }
}
