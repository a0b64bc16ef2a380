/**
 * Admin pages are never cached or indexed, see the signed-in user (who may open which: `lib/auth/access.ts`) and
 * the sidebar's counts (unread messages, pending reviews).
 */
import type { MiddlewareHandler } from "hono";
import { withPageUser } from "@/lib/auth/page_user.ts";
import { withNavCounts } from "@/lib/admin/nav_counts.ts";
import type { AppEnv } from "@/lib/app_env.ts";

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

export const handler = [noStore, withPageUser(), withNavCounts()];
