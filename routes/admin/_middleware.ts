/**
 * Guards every admin page: visitors are sent to /admin/login; admin pages are never cached or indexed; the
 * sidebar's counts are read for signed-in users.
 */
import type { MiddlewareHandler } from "hono";
import { requireAdminPage } from "@/lib/auth/middleware.ts";
import { withPageUser } from "@/lib/auth/page_user.ts";
import { withNavCounts } from "@/lib/admin/nav_counts.ts";
import type { AppEnv } from "@/lib/app_env.ts";

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

export const handler = [noStore, requireAdminPage(), withPageUser(), withNavCounts()];
