/** Applies the admin-managed URL redirects to public paths. */
import { findActiveRedirect, recordRedirectHit } from "../db/redirects.ts";

/** Where a redirected path goes. */
export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/** The active redirect for `path` with its hit already counted, or null when the path is not redirected. */
export async function followRedirect(kv: Deno.Kv, path: string): Promise<RedirectTarget | null> {
  const redirect = await findActiveRedirect(kv, path);
  if (!redirect) return null;
  await recordRedirectHit(kv, redirect.id);
  return { location: redirect.to_path, status: redirect.redirect_type };
}
