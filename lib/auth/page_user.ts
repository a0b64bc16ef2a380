/**
 * The signed-in user in page state, for layouts and pages (which see
 * `state`, not `c.var`): {@link withPageUser} copies `c.var.user` there and
 * {@link pageUser} reads it back.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv, AuthUser } from "../app_env.ts";

const PAGE_USER_KEY = "user";

/** Middleware: puts `c.var.user` (or null) into the page state. */
export function withPageUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("state", { ...c.var.state, [PAGE_USER_KEY]: c.var.user });
    await next();
  };
}

/** The user {@link withPageUser} stored, or null. */
export function pageUser(state: Record<string, unknown>): AuthUser | null {
  return (state[PAGE_USER_KEY] as AuthUser | null | undefined) ?? null;
}
