/**
 * Guards every admin page: visitors are sent to /admin/login; admin pages are never cached or indexed. The sidebar's
 * counts (pending reviews) are read for the layout.
 */
import type { MiddlewareHandler } from "hono";
import { requireAdminPage } from "@/lib/auth/middleware.ts";
import { withPageUser } from "@/lib/auth/page_user.ts";
import { withNavBadges } from "@/lib/admin/nav_badges.ts";
import type { AppEnv } from "@/lib/app_env.ts";

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

export const handler = [noStore, requireAdminPage(), withPageUser(), withNavBadges()];
