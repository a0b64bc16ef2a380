/** Configuration of the file-route layer: where routes, islands and static files live. */
import { fromFileUrl } from "./lib/fresh/paths.ts";

/** Project root: `routes/`, `islands/` and `static/` sit here. */
export const PROJECT_ROOT = fromFileUrl(new URL(".", import.meta.url)).replace(/\/$/, "");

/** Minified client bundles unless `NODE_ENV` is "development". */
export const PRODUCTION = Deno.env.get("NODE_ENV") !== "development";
