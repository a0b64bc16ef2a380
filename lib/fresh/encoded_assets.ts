/**
 * Built files (island bundles, start scripts, stylesheets) answered by
 * `Accept-Encoding` from the codings the build wrote, with immutable caching:
 * names carry a content hash or the build id. Start scripts are made and
 * compressed when first asked for.
 */
import type { EncodedBodies, Encodings } from "./encodings.ts";
import type { LoadedBuild } from "./load_build.ts";
import { startScriptFor } from "./start_script.ts";

/** Most start scripts kept compressed (one per distinct island set seen). */
const MAX_START_SCRIPTS = 256;

/** Headers of every built file besides its type. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The built files of one build. */
export class EncodedAssets {
  private readonly startScripts = new Map<string, EncodedBodies>();

  constructor(private readonly build: LoadedBuild, private readonly encodings: Encodings) {}

  /** The answer for `path`, or null when it is not a file of this build. */
  respond(path: string, method: string, acceptEncoding: string | null | undefined): Response | null {
    const file = this.build.files.get(path);
    let bodies = file?.bodies ?? this.startScripts.get(path);
    const contentType = file?.contentType ?? "text/javascript; charset=utf-8";
    if (!bodies) {
      const code = startScriptFor(this.build.manifest, path);
      if (code === null) return null;
      bodies = this.encodings.compress(new TextEncoder().encode(code));
      if (this.startScripts.size >= MAX_START_SCRIPTS) this.startScripts.delete(this.startScripts.keys().next().value!);
      this.startScripts.set(path, bodies);
    }
    return this.encodings.respond({ method, acceptEncoding }, bodies, {
      "Content-Type": contentType,
      "Cache-Control": IMMUTABLE,
    });
  }
}
