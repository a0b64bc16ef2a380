/**
 * Authentication middleware for the app (Hono, {@link AppEnv}).
 *
 * Order: `authenticate()` on every request, then `csrfProtection()` for
 * state-changing requests, then the access table (`access.ts`, applied by
 * `access_control.ts`), which says who may call each route.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { ForbiddenError } from "../errors.ts";
import { resolveToken } from "../db/sessions.ts";
import { presentedToken, readBearerToken } from "./credentials.ts";
import { readSessionCookie } from "./cookies.ts";
import { isCrossSiteRequest, isSameOriginRequest } from "./same_origin.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Resolves the bearer token (preferred) or the session cookie and sets
 * `c.var.user`, `c.var.authMethod` and `c.var.tokenId`; all are null for
 * visitors and for unknown, revoked or expired tokens. Never rejects a request.
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authMethod", null);
    c.set("tokenId", null);
    const presented = presentedToken(c);
    if (presented) {
      const resolved = await resolveToken(c.var.kv, presented.token);
      if (resolved) {
        c.set("user", resolved.user);
        c.set("authMethod", presented.method);
        c.set("tokenId", resolved.record.id);
      }
    }
    await next();
  };
}

/**
 * Blocks cross-site POST/PUT/PATCH/DELETE requests with 403
 * `{ error: "Cross-site request blocked" }`:
 * - any write a browser marks as coming from another site (so no page
 *   elsewhere can sign a visitor in to an account of its choosing, vote or
 *   send the contact form in their name);
 * - writes that ride on the session cookie unless they provably come from
 *   this site's origin (`Origin`, or `Sec-Fetch-Site` when `Origin` is
 *   missing).
 * Requests with a bearer token are exempt (other sites cannot attach one).
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || readBearerToken(c)) return await next();
    if (isCrossSiteRequest(c)) throw new ForbiddenError("Cross-site request blocked");
    const usesCookie = c.var.authMethod === "cookie" || readSessionCookie(c) !== undefined;
    if (usesCookie && !isSameOriginRequest(c)) throw new ForbiddenError("Cross-site request blocked");
    await next();
  };
}
