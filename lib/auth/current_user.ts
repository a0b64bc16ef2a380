/** The signed-in user inside a handler whose route the access table (`access.ts`) keeps from visitors. */
import type { Context } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";

/**
 * `c.var.user` for a route whose access table row is not public. It is not a guard: a public route that
 * reads it is a programming error, answered 500.
 */
export function guardedUser(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new Error(`${c.req.method} ${c.req.path} reads the user but its access table row is public`);
  return user;
}
