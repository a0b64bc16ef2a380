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

/** Name of the HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = "session";
/** Name of the script-readable "signed in" hint cookie. */
export const SIGNED_IN_COOKIE = "signed_in";

/** True when the client reached us over https (directly or through a proxy setting X-Forwarded-Proto). */
export function isHttpsRequest(c: Context): boolean {
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0].trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(c.req.url).protocol === "https:";
}

/** Sets the session cookie and the hint cookie, both living `maxAgeSeconds`. */
export function setSessionCookies(c: Context, token: string, maxAgeSeconds: number): void {
  const secure = isHttpsRequest(c);
  const base = { path: "/", sameSite: "Lax" as const, secure, maxAge: maxAgeSeconds };
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, SIGNED_IN_COOKIE, "1", base);
}

/** Expires both cookies. */
export function clearSessionCookies(c: Context): void {
  const secure = isHttpsRequest(c);
  deleteCookie(c, SESSION_COOKIE, { path: "/", sameSite: "Lax", secure, httpOnly: true });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", sameSite: "Lax", secure });
}

/** The session token from the cookie, if any. */
export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
