/** Applies the admin-managed URL redirects to public paths. */
import { findActiveRedirect, recordRedirectHit } from "../db/redirects.ts";
import type { AppContext } from "../fresh/types.ts";

/**
 * Cache-Control of redirect answers: never stored, so every visit reaches the
 * server and is counted (browsers otherwise keep 301s).
 */
export const REDIRECT_CACHE_CONTROL = "no-store";

/** Where a redirected path goes. */
export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/** The active redirect for `path` with its hit already counted, or null when the path is not redirected. */
export async function findRedirectTarget(kv: Deno.Kv, path: string): Promise<RedirectTarget | null> {
  const redirect = await findActiveRedirect(kv, path);
  if (!redirect) return null;
  await recordRedirectHit(kv, redirect.id);
  return { location: redirect.to_path, status: redirect.redirect_type };
}

/** The redirect answer for the request's path (hit counted, not cacheable), or null when the path is not redirected. */
export async function answerRedirect(c: AppContext): Promise<Response | null> {
  const target = await findRedirectTarget(c.var.kv, c.req.path);
  if (!target) return null;
  c.header("Cache-Control", REDIRECT_CACHE_CONTROL);
  return c.redirect(target.location, target.status);
}
