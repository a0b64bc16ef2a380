/**
 * The one place that says who may reach a route. Mount these in a folder's
 * `_middleware.ts` (`export const handler = signedIn`) or, when only some
 * methods or routes of a folder are private, as a route's `middleware` export
 * (`export const middleware = { POST: signedIn }`); handlers never check.
 *
 * - {@link signedIn}: any signed-in user; 401 JSON for visitors.
 * - {@link siteManager}: users, settings, themes and AI configuration; 401 for
 *   visitors, 403 JSON for other roles (see `permissions.ts`).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { requireApiUser, requireRole } from "./middleware.ts";
import { SITE_MANAGER_ROLES } from "./permissions.ts";

/** Signed-in users only (401 `{ error: "Authentication required" }`). */
export const signedIn: readonly MiddlewareHandler<AppEnv>[] = [requireApiUser()];

/** Site managers only: 401 for visitors, 403 `{ error }` for other roles. */
export const siteManager: readonly MiddlewareHandler<AppEnv>[] = [requireRole(...SITE_MANAGER_ROLES)];
