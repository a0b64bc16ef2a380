/** The signed-in user inside a handler. */
import type { Context } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";
import { UnauthorizedError } from "../errors.ts";

/** `c.var.user`, or throws {@link UnauthorizedError} (401 "Authentication required") for visitors. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new UnauthorizedError();
  return user;
}
