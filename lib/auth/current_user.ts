/** The signed-in user inside a handler whose route is guarded (see `guards.ts`). */
import type { Context } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";

/**
 * `c.var.user` for a route behind the `signedIn` or `siteManager` guard. It
 * is not a guard: a route without one is a programming error, answered 500.
 */
export function guardedUser(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new Error(`${c.req.method} ${c.req.path} reads the user but has no signedIn guard`);
  return user;
}
