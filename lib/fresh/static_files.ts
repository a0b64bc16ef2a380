/**
 * Files of the static folder, served at the site root. Each file's content
 * hash comes from the build; `asset()` (`assets.ts`) returns `path?v=hash`
 * and such versioned URLs are served with immutable caching, other requests
 * with an ETag and revalidation. Text files (CSS, JS, SVG, JSON, XML, text)
 * were compressed by the build and are answered from memory by
 * `Accept-Encoding`; images and videos are read from disk as they are.
 */
import type { BuildManifest } from "./build_manifest.ts";
import type { Encodings } from "./encodings.ts";
import type { LoadedFile } from "./load_build.ts";

/** The static folder, indexed by URL path. */
export class StaticFiles {
  /** Serves `dir` as the build indexed it (`index`), text files from `texts`. */
  constructor(
    private readonly dir: string,
    private readonly index: BuildManifest["static"],
    private readonly texts: Map<string, LoadedFile>,
    private readonly encodings: Encodings,
  ) {}

  /** Answers a request for a static file, or null when `path` is not one. */
  async serve(
    path: string,
    version: string | undefined,
    ifNoneMatch: string | null,
    request: { method: string; acceptEncoding?: string | null } = { method: "GET" },
  ): Promise<Response | null> {
    if (!Object.hasOwn(this.index, path)) return null;
    const { hash, contentType } = this.index[path];
    const etag = `"${hash}"`;
    const headers: Record<string, string> = {
      "Content-Type": contentType,
      "ETag": etag,
      "Cache-Control": version === hash ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    };
    const text = this.texts.get(path);
    if (text) headers["Vary"] = "Accept-Encoding";
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
    if (text) {
      return this.encodings.respond(
        { method: request.method, acceptEncoding: request.acceptEncoding },
        text.bodies,
        headers,
      );
    }
    return new Response(await Deno.readFile(this.dir + path), { headers });
  }
}
