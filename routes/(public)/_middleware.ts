/**
 * Public pages: loads the shared site data (settings, menu, categories) into
 * `state.site` for the layout and pages, and marks HTML answers as public
 * and revalidated so browsers and the page cache may keep them.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@/lib/app_env.ts";
import { loadSiteContext, SITE_STATE_KEY } from "@/lib/site/context.ts";

/** Cache-Control of public HTML pages. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("state", {
    ...c.var.state,
    [SITE_STATE_KEY]: await loadSiteContext(c.var.kv, undefined, () => c.var.content.snapshot.get()),
  });
  await next();
  const type = c.res.headers.get("content-type") ?? "";
  if (type.startsWith("text/html") && !c.res.headers.has("cache-control")) {
    c.res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  }
};
