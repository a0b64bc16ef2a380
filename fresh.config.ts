/**
 * Configuration of the file-route layer: where routes, islands and static files live, the stylesheet bundles, and
 * where the build is (`deno task build`, made as `scripts/site_build.ts` says). Serving reads it from {@link BUILD_DIR}.
 */
import { fromFileUrl } from "./lib/fresh/paths.ts";

/** Project root: `routes/`, `islands/` and `static/` sit here. */
export const PROJECT_ROOT = fromFileUrl(new URL(".", import.meta.url)).replace(/\/$/, "");

/** Minified client bundles unless `NODE_ENV` is "development". */
export const PRODUCTION = Deno.env.get("NODE_ENV") !== "development";

/** Where the build is written and served from (not in git). */
export const BUILD_DIR = `${PROJECT_ROOT}/_build`;

/**
 * One stylesheet per audience instead of one request per `static/` file: the public pages load the tokens, site,
 * component and recipe styles as one minified file (a second render-blocking stylesheet on the post, category and tag
 * pages delayed their largest image more than the recipe styles' 3.6 KB weigh on the others), the admin the tokens
 * and admin styles (cascade order, tokens first).
 */
export const STYLESHEETS = {
  public: ["tokens.css", "styles.css", "components.css", "recipe.css"],
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
} as const satisfies Record<string, readonly string[]>;
