/**
 * Redirects whose source carries a query string (`/?p=12`, `/?page_id=7`: the old addresses of an imported blog).
 * The query names the page here, not the route: `/?p=12` would otherwise be the home page (and the page cache would
 * answer it as `/`), so this runs before routing and the cache serves no hit for a URL that has such a redirect.
 *
 * Which sources exist is kept per content version (`lib/snapshot/redirect_sources.ts`).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import type { RedirectSources } from "../snapshot/redirect_sources.ts";
import { answerRedirect } from "./redirect.ts";

/** Answers GET/HEAD requests whose path and query string are a redirect's source. */
export function queryRedirects(sources: RedirectSources): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if ((method === "GET" || method === "HEAD") && c.req.url.includes("?")) {
      if (await sources.has(c.req.url)) {
        const redirected = await answerRedirect(c, { queryOnly: true });
        if (redirected) return redirected;
      }
    }
    await next();
  };
}
