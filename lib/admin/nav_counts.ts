/**
 * Counts beside sidebar entries (unread contact messages), read once per admin
 * page for signed-in users and handed to the shell through the page state.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { countUnreadMessages } from "../db/contact_index.ts";
import type { NavCounts } from "./nav.ts";

const NAV_COUNTS_KEY = "navCounts";

/** Middleware: puts the sidebar counts into the page state when a user is signed in. */
export function withNavCounts(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user) {
      const counts: NavCounts = { "/admin/messages": await countUnreadMessages(c.var.kv) };
      c.set("state", { ...c.var.state, [NAV_COUNTS_KEY]: counts });
    }
    await next();
  };
}

/** The counts {@link withNavCounts} stored, or none. */
export function pageNavCounts(state: Record<string, unknown>): NavCounts {
  return (state[NAV_COUNTS_KEY] as NavCounts | undefined) ?? {};
}
