/**
 * The session cookies.
 *
 * - `session`: the session token; HttpOnly, SameSite=Lax, Path=/, Secure on
 *   https, Max-Age equal to the session lifetime.
 * - `signed_in=1`: a readable hint with the same lifetime so cached public
 *   pages can show an "Admin" link from client-side script. It grants nothing.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isHttpsRequest } from "../http/https_request.ts";

/** Name of the HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = "session";
/** Name of the script-readable "signed in" hint cookie. */
export const SIGNED_IN_COOKIE = "signed_in";

/** True when the cookies must be Secure: the site is https (`SITE_URL`) or this request came over https. */
export function secureCookies(c: Context): boolean {
  const siteOrigin = c.get("siteOrigin") as string | undefined;
  return siteOrigin?.startsWith("https:") === true || isHttpsRequest(c);
}

/** Sets the session cookie and the hint cookie, both living `maxAgeSeconds`. */
export function setSessionCookies(c: Context, token: string, maxAgeSeconds: number): void {
  const secure = secureCookies(c);
  const base = { path: "/", sameSite: "Lax" as const, secure, maxAge: maxAgeSeconds };
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, SIGNED_IN_COOKIE, "1", base);
}

/** Expires both cookies. */
export function clearSessionCookies(c: Context): void {
  const secure = secureCookies(c);
  deleteCookie(c, SESSION_COOKIE, { path: "/", sameSite: "Lax", secure, httpOnly: true });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", sameSite: "Lax", secure });
}

/** The session token from the cookie, if any. */
export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
