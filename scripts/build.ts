/**
 * `deno task build`: fetches every module a server may load (`scripts/cache_modules.ts`), then writes the build the
 * server serves (`_build/`: island chunks, stylesheet bundles and static text files, each with `.br`/`.gz` siblings,
 * and `manifest.json`; see `lib/fresh/builder.ts`).
 * With `--if-stale` it does both only when the build is missing or its inputs changed (`npm start` and `npm test`).
 *
 * Run: deno run --allow-all scripts/build.ts [--if-stale]
 */
import { siteBuildOptions } from "./site_build.ts";
import { buildSite, ensureBuild } from "../lib/fresh/builder.ts";
import { cacheServerModules } from "./cache_modules.ts";

const options = siteBuildOptions();
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
if (Deno.args.includes("--if-stale")) {
  const reason = await ensureBuild({ ...options, before: cacheServerModules });
  console.log(reason === null ? "The build is current." : `Built (${reason}) in ${seconds()}.`);
} else {
  await cacheServerModules();
  const manifest = await buildSite(options);
  console.log(
    `Built ${Object.keys(manifest.islands).length} islands and ${
      Object.keys(manifest.stylesheets).length
    } stylesheets into _build/ in ${seconds()}.`,
  );
}
