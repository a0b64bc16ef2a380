/**
 * Authentication middleware for the app (Hono, {@link AppEnv}).
 *
 * Order: `authenticate()` on every request, then `csrfProtection()` for
 * state-changing requests, then the guards (`requireApiUser`,
 * `requireAdminPage`, `requireRole`) where needed. Role rules are described in
 * `./permissions.ts`: admins manage users, settings, themes and AI
 * configuration; editors manage content only.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../fresh/types.ts";
import { ForbiddenError, UnauthorizedError } from "../errors.ts";
import { resolveToken } from "../db/sessions.ts";
import { presentedToken, readBearerToken } from "./credentials.ts";
import { readSessionCookie } from "./cookies.ts";
import { isSameOriginRequest } from "./same_origin.ts";
import { redirectTo } from "../http/location.ts";

export { canManageSite, SITE_MANAGER_ROLES } from "./permissions.ts";

/** Path of the admin sign-in page (the one admin page open to visitors). */
export const ADMIN_LOGIN_PATH = "/admin/login";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Resolves the bearer token (preferred) or the session cookie and sets
 * `c.var.user` and `c.var.authMethod`; both are null for visitors and for
 * unknown, revoked or expired tokens. Never rejects a request.
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authMethod", null);
    const presented = presentedToken(c);
    if (presented) {
      const resolved = await resolveToken(c.var.kv, presented.token);
      if (resolved) {
        c.set("user", resolved.user);
        c.set("authMethod", presented.method);
      }
    }
    await next();
  };
}

/** Rejects visitors with 401 `{ error: "Authentication required" }`. */
export function requireApiUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw new UnauthorizedError();
    await next();
  };
}

/**
 * For admin pages: sends visitors to `/admin/login?next=<original path>` (302).
 * The login page itself stays open.
 */
export function requireAdminPage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    if (c.var.user || path === ADMIN_LOGIN_PATH) return await next();
    return redirectTo(c, `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
  };
}

/** Lets through users whose role is one of `roles`; 401 for visitors, 403 for other roles. */
export function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw new UnauthorizedError();
    if (!roles.includes(user.role)) throw new ForbiddenError();
    await next();
  };
}

/**
 * Blocks cross-site POST/PUT/PATCH/DELETE requests that ride on the session
 * cookie: they must come from this site's origin (checked with `Origin`, or
 * `Sec-Fetch-Site` when `Origin` is missing), else 403
 * `{ error: "Cross-site request blocked" }`. Requests with a bearer token are
 * exempt (other sites cannot attach one), as are requests without any
 * credentials.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || readBearerToken(c)) return await next();
    const usesCookie = c.var.authMethod === "cookie" || readSessionCookie(c) !== undefined;
    if (usesCookie && !isSameOriginRequest(c)) throw new ForbiddenError("Cross-site request blocked");
    await next();
  };
}
