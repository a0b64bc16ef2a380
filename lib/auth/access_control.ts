/**
 * Applies the access table (`access.ts`): the file routes call {@link routeAccess} as they register each route
 * (`FreshOptions.routeMiddleware`), and its middleware refuses callers outside the method's audience and sets the
 * row's body limit. It runs after the global `authenticate()` and `csrfProtection()`, before any folder middleware.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { ForbiddenError, PayloadTooLargeError, UnauthorizedError } from "../errors.ts";
import { limitBody } from "../http/body_limit.ts";
import { MAX_JSON_BODY, MAX_UPLOAD_BODY } from "../http/body_limits.ts";
import { redirectTo } from "../http/location.ts";
import { ADMIN_LOGIN_PATH } from "../shared/paths.ts";
import { ACCESS_TABLE, type AccessRule, accessRuleOf, audienceFor, isInAudience } from "./access.ts";
import { putPageUser } from "./page_user.ts";

/** Throws at start when a route of the file routes has no row (or a row names no route). */
export function assertAccessTableCovers(patterns: string[]): void {
  const declared = new Set(ACCESS_TABLE.map((rule) => rule.pattern));
  const missing = patterns.filter((pattern) => !declared.has(pattern));
  if (missing.length > 0) throw new Error(`Routes without a row in lib/auth/access.ts: ${missing.join(", ")}`);
  const routes = new Set(patterns);
  const stale = [...declared].filter((pattern) => !routes.has(pattern));
  if (stale.length > 0) throw new Error(`Rows of lib/auth/access.ts without a route: ${stale.join(", ")}`);
}

const limits = {
  json: limitBody(MAX_JSON_BODY, tooLarge),
  upload: limitBody(MAX_UPLOAD_BODY, tooLarge),
};

/** The middleware applying the row of the route `pattern`; undefined when it has none ({@link assertAccessTableCovers}). */
export function routeAccess({ pattern }: { pattern: string }): MiddlewareHandler<AppEnv> | undefined {
  const rule = accessRuleOf(pattern);
  if (!rule) return undefined;
  return async (c, next) => {
    const audience = audienceFor(rule, c.req.method);
    if (audience && !isInAudience(c.var.user, audience)) return refuse(c, rule);
    return await limits[rule.body](c, next);
  };
}

function refuse(c: Context<AppEnv>, rule: AccessRule): Response {
  if (rule.kind === "api") throw c.var.user ? new ForbiddenError() : new UnauthorizedError();
  if (!c.var.user) {
    const url = new URL(c.req.url);
    return redirectTo(c, `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
  // The admin 403 screen renders inside the shell of the signed-in user.
  putPageUser(c);
  throw new ForbiddenError();
}

function tooLarge(): never {
  throw new PayloadTooLargeError("Request body is too large");
}
