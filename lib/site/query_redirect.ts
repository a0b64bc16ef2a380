/**
 * Redirects whose source carries a query string (`/?p=12`, `/?page_id=7`: the old addresses of an imported blog).
 * The query names the page here, not the route: `/?p=12` would otherwise be the home page (and the page cache would
 * answer it as `/`), so this runs before routing and the cache serves no hit for a URL that has such a redirect.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { findActiveRedirect } from "../db/redirects.ts";
import { answerRedirect } from "./redirect.ts";

/** Paths never redirected by the table (the admin, the API, assets and media). */
const NOT_REDIRECTED = /^\/(?:admin|api|_build|media)(?:\/|$)/;

/** True when `url` has a query string and an active redirect from the path with that query exists. */
export async function hasQueryRedirect(kv: Deno.Kv, url: URL): Promise<boolean> {
  if (!url.search || NOT_REDIRECTED.test(url.pathname)) return false;
  return (await findActiveRedirect(kv, url.pathname + url.search, { queryOnly: true })) !== null;
}

/** Answers GET/HEAD requests whose path and query string are a redirect's source. */
export function queryRedirects(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    if ((method === "GET" || method === "HEAD") && url.search && !NOT_REDIRECTED.test(url.pathname)) {
      const redirected = await answerRedirect(c, { queryOnly: true });
      if (redirected) return redirected;
    }
    await next();
  };
}
