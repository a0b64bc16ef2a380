/**
 * Built files (island bundles, start scripts, stylesheets) compressed once
 * with brotli and gzip and answered by `Accept-Encoding`, with immutable
 * caching: names carry a content hash or the build id.
 */
import { type EncodedBodies, encodedResponse, precompress } from "../http/encodings.ts";
import type { BuildResult } from "./build.ts";
import { builtAsset } from "./start_script.ts";

/** Most start scripts kept compressed (one per distinct island set seen). */
const MAX_START_SCRIPTS = 256;

/** Headers of every built file besides its type. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The built files of one build, precompressed. */
export class EncodedAssets {
  private readonly bodies = new Map<string, EncodedBodies>();
  private readonly startScripts = new Map<string, EncodedBodies>();

  /** Compresses every bundle of `build` now; start scripts are compressed when first asked for. */
  constructor(private readonly build: BuildResult) {
    for (const [path, asset] of build.assets) this.bodies.set(path, precompress(asset.contents));
  }

  /** The answer for `path`, or null when it is not a file of this build. */
  respond(path: string, method: string, acceptEncoding: string | null | undefined): Response | null {
    const asset = builtAsset(this.build, path);
    if (!asset) return null;
    let bodies = this.bodies.get(path) ?? this.startScripts.get(path);
    if (!bodies) {
      bodies = precompress(asset.contents);
      if (this.startScripts.size >= MAX_START_SCRIPTS) this.startScripts.delete(this.startScripts.keys().next().value!);
      this.startScripts.set(path, bodies);
    }
    return encodedResponse({ method, acceptEncoding }, bodies, {
      "Content-Type": asset.contentType,
      "Cache-Control": IMMUTABLE,
    });
  }
}
