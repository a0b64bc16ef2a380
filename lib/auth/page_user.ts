/**
 * The signed-in user in page state, for layouts and pages (which see
 * `state`, not `c.var`): {@link withPageUser} copies `c.var.user` there and
 * {@link pageUser} reads it back.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";

const PAGE_USER_KEY = "user";

/** Puts `c.var.user` (or null) into the page state. */
export function putPageUser(c: Context<AppEnv>): void {
  c.set("state", { ...c.var.state, [PAGE_USER_KEY]: c.var.user });
}

/** Middleware: {@link putPageUser} for the pages behind it. */
export function withPageUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    putPageUser(c);
    await next();
  };
}

/** The user {@link withPageUser} stored, or null. */
export function pageUser(state: Record<string, unknown>): AuthUser | null {
  return (state[PAGE_USER_KEY] as AuthUser | null | undefined) ?? null;
}
