/**
 * One stylesheet per audience instead of one request per `static/` file: the
 * public pages load the tokens, site and component styles as one minified
 * file, the admin the tokens and admin styles. Bundles are served under
 * `/_build/` with a content hash in the name (immutable, precompressed like
 * the island bundles); the source files stay in `static/` for anything that
 * links them directly.
 */
import * as esbuild from "esbuild";
import { BUILD_PREFIX, type BuiltAsset } from "./build.ts";
import { shortHash } from "./utils.ts";

/** Audiences with a stylesheet of their own. */
export type CssAudience = "public" | "admin";

/** The `static/` files of each audience's bundle, in cascade order (tokens first). */
export const CSS_BUNDLES: Record<CssAudience, readonly string[]> = {
  public: ["tokens.css", "styles.css", "components.css"],
  admin: [
    "tokens.css",
    "admin.css",
    "admin-media.css",
    "admin-ai-settings.css",
    "admin-ai.css",
    "admin-menu.css",
    "admin-messages.css",
    "admin-reviews.css",
  ],
};

let urls: Partial<Record<CssAudience, string>> = {};

/** URL of an audience's stylesheet (set by {@link buildCssBundles}). */
export function stylesheetUrl(audience: CssAudience): string {
  const url = urls[audience];
  if (!url) throw new Error(`The ${audience} stylesheet has not been built`);
  return url;
}

async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

/**
 * Concatenates and minifies each audience's files from `staticDir` (missing
 * files are left out; an audience with none gets no bundle); returns the
 * assets by URL path.
 */
export async function buildCssBundles(staticDir: string, minify = true): Promise<Map<string, BuiltAsset>> {
  const assets = new Map<string, BuiltAsset>();
  const built: Partial<Record<CssAudience, string>> = {};
  for (const [audience, files] of Object.entries(CSS_BUNDLES) as [CssAudience, readonly string[]][]) {
    const sources = (await Promise.all(files.map((file) => readIfPresent(`${staticDir}/${file}`)))).filter((s) =>
      s !== null
    );
    if (!sources.length) continue;
    // Each file is transformed on its own, so a block left open in one file cannot swallow the files after it.
    const parts = await Promise.all(
      sources.map((source) => esbuild.transform(source, { loader: "css", minify, logLevel: "silent" })),
    );
    const code = parts.map((part) => part.code).join("\n");
    const contents = new TextEncoder().encode(code);
    const url = `${BUILD_PREFIX}${audience}-${(await shortHash(contents)).toUpperCase()}.css`;
    assets.set(url, { contents, contentType: "text/css; charset=utf-8" });
    built[audience] = url;
  }
  urls = built;
  return assets;
}
