/**
 * Applies the access table (`access.ts`) once, before routing: finds the row of the request's path (in the file
 * routes' own precedence: static segments, then parameters, then catch-alls), refuses callers outside the method's
 * audience and sets the row's body limit. Runs after `authenticate()` and `csrfProtection()`.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";
import { ForbiddenError, PayloadTooLargeError, UnauthorizedError } from "../errors.ts";
import { comparePatterns } from "../fresh/routes.ts";
import type { HttpMethod } from "../fresh/types.ts";
import { limitBody } from "../http/body_limit.ts";
import { MAX_JSON_BODY, MAX_UPLOAD_BODY } from "../http/body_limits.ts";
import { redirectTo } from "../http/location.ts";
import { ADMIN_LOGIN_PATH } from "../shared/paths.ts";
import { ACCESS_TABLE, type AccessRule, type Audience } from "./access.ts";
import { putPageUser } from "./page_user.ts";
import { SITE_MANAGER_ROLES } from "./permissions.ts";

/** True when `user` belongs to `audience` (see `access.ts` for the roles of each). */
export function isInAudience(user: Pick<AuthUser, "role"> | null | undefined, audience: Audience): boolean {
  if (audience === "public") return true;
  if (!user) return false;
  if (audience === "site-manager") return SITE_MANAGER_ROLES.includes(user.role);
  return true;
}

/** A pattern of the file routes as a regular expression over request paths. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern.split("/").map((segment) => {
    if (/^:\w+\{\.\+\}$/.test(segment)) return ".+";
    if (segment.startsWith(":")) return "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }).join("/");
  return new RegExp(`^${source}$`);
}

const ORDERED = [...ACCESS_TABLE]
  .sort((a, b) => comparePatterns(a.pattern, b.pattern))
  .map((rule) => ({ rule, regexp: patternRegExp(rule.pattern) }));

/** The row that answers `path`, as the router would pick the route; undefined when no row matches. */
export function accessRuleFor(path: string): AccessRule | undefined {
  return ORDERED.find(({ regexp }) => regexp.test(path))?.rule;
}

/** The audience of `method` on `rule`, or undefined when the row leaves that method to its route. */
export function audienceFor(rule: AccessRule, method: string): Audience | undefined {
  const methods = rule.methods;
  return methods[method as HttpMethod] ?? (method === "HEAD" ? methods.GET : undefined) ?? methods["*"];
}

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

/** The middleware that applies {@link ACCESS_TABLE}. */
export function accessControl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = accessRuleFor(c.req.path);
    if (!rule) return await next();
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
