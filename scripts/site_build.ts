/**
 * How the site is built (`deno task build`, `deno task dev`, the tests' build): kept apart from `fresh.config.ts`,
 * which servers import, so a server's module graph never reaches the builder or esbuild.
 */
import { BUILD_DIR, PRODUCTION, PROJECT_ROOT, STYLESHEETS } from "../fresh.config.ts";
import type { SiteBuildOptions } from "../lib/fresh/builder.ts";
import { ENCODINGS } from "../lib/http/encodings.ts";

/** How the site is built: its islands and stylesheets, compressed with the site's encodings. */
export function siteBuildOptions(
  options: { production?: boolean; outDir?: string; islandDirs?: string[] } = {},
): SiteBuildOptions {
  return {
    root: PROJECT_ROOT,
    outDir: options.outDir ?? BUILD_DIR,
    islandDirs: options.islandDirs ?? [`${PROJECT_ROOT}/islands`],
    stylesheets: STYLESHEETS,
    production: options.production ?? PRODUCTION,
    encodings: ENCODINGS,
    inputFiles: [`${PROJECT_ROOT}/deno.json`, `${PROJECT_ROOT}/deno.lock`],
    aliases: { "@/": `${PROJECT_ROOT}/` },
  };
}
