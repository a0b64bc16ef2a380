/**
 * Stylesheet bundles: the app names, per bundle, the static files it joins
 * in cascade order (e.g. the public pages' tokens, site and component styles),
 * and the build concatenates and minifies them into one file with a content
 * hash in its name, served under `/_build/` (immutable, precompressed like
 * the island bundles); the source files stay in the static folder for
 * anything that links them directly.
 */
import * as esbuild from "esbuild";
import { BUILD_PREFIX, type BuiltAsset } from "./build.ts";
import { shortHash, unlessMissing } from "./utils.ts";

/** Stylesheet bundles by name: the static folder's files each joins, in cascade order. */
export type StylesheetBundles = Record<string, readonly string[]>;

/** Built stylesheets: the files by URL path and each bundle's URL by name. */
export interface BuiltStylesheets {
  assets: Map<string, BuiltAsset>;
  urls: Record<string, string>;
}

/**
 * Concatenates and minifies each bundle's files from `staticDir` (missing
 * files are left out; a bundle with none gets no file).
 */
export async function buildCssBundles(
  staticDir: string,
  bundles: StylesheetBundles,
  minify = true,
): Promise<BuiltStylesheets> {
  const assets = new Map<string, BuiltAsset>();
  const urls: Record<string, string> = {};
  for (const [name, files] of Object.entries(bundles)) {
    const sources = (await Promise.all(files.map((file) =>
      unlessMissing(Deno.readTextFile(`${staticDir}/${file}`), null)
    ))).filter((s) =>
      s !== null
    );
    if (!sources.length) continue;
    // Each file is transformed on its own, so a block left open in one file cannot swallow the files after it.
    const parts = await Promise.all(
      sources.map((source) => esbuild.transform(source, { loader: "css", minify, logLevel: "silent" })),
    );
    const code = parts.map((part) => part.code).join("\n");
    const contents = new TextEncoder().encode(code);
    const url = `${BUILD_PREFIX}${name}-${(await shortHash(contents)).toUpperCase()}.css`;
    assets.set(url, { contents, contentType: "text/css; charset=utf-8" });
    urls[name] = url;
  }
  return { assets, urls };
}
