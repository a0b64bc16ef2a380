/**
 * Counts shown beside admin sidebar entries (pending reviews), read once per admin page by
 * {@link withNavBadges} and kept in page state for the layout ({@link navBadges}).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";
import { getReviewCounts } from "../db/reviews.ts";

const NAV_BADGES_KEY = "navBadges";

/** A count per sidebar entry, by its `href`; entries without one are absent. */
export type NavBadges = Record<string, number>;

/** Middleware for signed-in admin pages: puts the sidebar counts into the page state. */
export function withNavBadges(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user && c.req.method === "GET") {
      const { pending } = await getReviewCounts(c.var.kv);
      c.set("state", { ...c.var.state, [NAV_BADGES_KEY]: { "/admin/reviews": pending } satisfies NavBadges });
    }
    await next();
  };
}

/** The counts {@link withNavBadges} stored (none on pages without them). */
export function navBadges(state: Record<string, unknown>): NavBadges {
  return (state[NAV_BADGES_KEY] as NavBadges | undefined) ?? {};
}
