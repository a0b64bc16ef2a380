/**
 * Counts beside sidebar entries (unread contact messages, pending reviews), read once per admin
 * page for signed-in users and handed to the shell through the page state. Screens that change
 * a count tell the shell with `announceNavCount()` (lib/client/nav_count.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { countUnreadMessages } from "../db/contact_index.ts";
import { getReviewCounts } from "../db/reviews.ts";
import type { NavCounts } from "./nav.ts";

const NAV_COUNTS_KEY = "navCounts";

/** Middleware: puts the sidebar counts into the page state when a user is signed in. */
export function withNavCounts(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user) {
      const [unread, reviews] = await Promise.all([countUnreadMessages(c.var.kv), getReviewCounts(c.var.kv)]);
      const counts: NavCounts = { "/admin/messages": unread, "/admin/reviews": reviews.pending };
      c.set("state", { ...c.var.state, [NAV_COUNTS_KEY]: counts });
    }
    await next();
  };
}

/** The counts {@link withNavCounts} stored, or none. */
export function pageNavCounts(state: Record<string, unknown>): NavCounts {
  return (state[NAV_COUNTS_KEY] as NavCounts | undefined) ?? {};
}
