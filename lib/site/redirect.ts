/** Applies the admin-managed URL redirects to public paths. */
import { findActiveRedirect, recordRedirectHit, type RedirectLookup } from "../db/redirects.ts";
import type { AppContext } from "../app_env.ts";
import { redirectTo, storedTargetLocation } from "../http/location.ts";

/**
 * Cache-Control of redirect answers: never stored, so every visit reaches the
 * server and is counted (browsers otherwise keep 301s).
 */
export const REDIRECT_CACHE_CONTROL = "no-store";

/** Where a redirected path goes. */
export interface RedirectTarget {
  /** A safe `Location` value: a path on this site or a checked absolute http(s) URL. */
  location: string;
  status: 301 | 302;
}

/**
 * The active redirect for `path` with its hit already counted, or null when
 * the path is not redirected or its target is not a usable location.
 */
export async function findRedirectTarget(
  kv: Deno.Kv,
  path: string,
  lookup: RedirectLookup = {},
): Promise<RedirectTarget | null> {
  const redirect = await findActiveRedirect(kv, path, lookup);
  const location = redirect && storedTargetLocation(redirect.to_path);
  if (!redirect || !location) return null;
  await recordRedirectHit(kv, redirect.id);
  return { location, status: redirect.redirect_type };
}

/**
 * The redirect answer for the request's path and query (hit counted, not cacheable), or null when it is not
 * redirected; `queryOnly` answers only redirects whose source has the request's query string.
 */
export async function answerRedirect(c: AppContext, lookup: RedirectLookup = {}): Promise<Response | null> {
  const { pathname, search } = new URL(c.req.url);
  // Most paths are no redirect's source: the sources of the content version tell without a store read.
  if (!await c.var.content.redirectSources.mayRedirect(pathname + search, lookup.queryOnly)) return null;
  const target = await findRedirectTarget(c.var.kv, pathname + search, lookup);
  if (!target) return null;
  c.header("Cache-Control", REDIRECT_CACHE_CONTROL);
  return redirectTo(c, target.location, target.status, { external: true });
}
