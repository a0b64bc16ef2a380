/**
 * Files under `static/`, served at the site root. Each file's content hash is
 * computed at start-up; {@link StaticFiles.asset} returns `path?v=hash` and
 * such versioned URLs are served with immutable caching, other requests with
 * an ETag and revalidation. Text files (CSS, JS, SVG, JSON, XML, text) are
 * kept in memory, compressed once with brotli and gzip, and answered by
 * `Accept-Encoding`; images and videos are read from disk as they are.
 */
import { type EncodedBodies, encodedResponse, precompress } from "../http/encodings.ts";
import { contentTypeFor, listFiles, shortHash } from "./utils.ts";

/** Types worth compressing. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml)|image\/svg\+xml)/;

/** The static folder, indexed by URL path. */
export class StaticFiles {
  private constructor(
    private readonly dir: string,
    private readonly hashes: Map<string, string>,
    private readonly texts: Map<string, EncodedBodies>,
  ) {}

  /** Indexes `dir` (missing folder = no files). */
  static async load(dir: string): Promise<StaticFiles> {
    const hashes = new Map<string, string>();
    let files: string[] = [];
    try {
      files = await listFiles(dir);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    const texts = new Map<string, EncodedBodies>();
    for (const file of files) {
      const bytes = await Deno.readFile(`${dir}/${file}`);
      hashes.set("/" + file, await shortHash(bytes));
      if (COMPRESSIBLE.test(contentTypeFor(file))) texts.set("/" + file, precompress(bytes));
    }
    return new StaticFiles(dir, hashes, texts);
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
    request: { method: string; acceptEncoding?: string | null } = { method: "GET" },
  ): Promise<Response | null> {
    const hash = this.hashes.get(path);
    if (!hash) return null;
    const etag = `"${hash}"`;
    const headers: Record<string, string> = {
      "Content-Type": contentTypeFor(path),
      "ETag": etag,
      "Cache-Control": version === hash ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    };
    const text = this.texts.get(path);
    if (text) headers["Vary"] = "Accept-Encoding";
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
    if (text) return encodedResponse({ method: request.method, acceptEncoding: request.acceptEncoding }, text, headers);
    return new Response(await Deno.readFile(this.dir + path), { headers });
  }
}
