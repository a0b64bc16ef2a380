/** Query schemas of the link endpoints and the checker options a request implies. */
import { z } from "zod";
import type { AppContext } from "../app_env.ts";
import type { LinkCheckJobOptions } from "./job.ts";
import { requestHostGuard } from "./host_guard.ts";

const PostId = z.string({ error: "postId is required" }).trim().min(1, "postId is required").max(64, "Unknown post");

/** GET /api/admin/posts/link-stats?postId= */
export const LinkStatsQuerySchema = z.object({ postId: PostId });

/** GET /api/admin/posts/check-links?postId= | ?all=true */
export const CheckLinksQuerySchema = z.union([
  z.object({ all: z.enum(["true", "1"]) }).transform(() => ({ all: true as const })),
  z.object({ postId: PostId }).transform(({ postId }) => ({ all: false as const, postId })),
], { error: "Send postId or all=true" });

/**
 * Checker options for a request: links to the configured site origin (`SITE_URL`) or to the address the
 * request reached are internal, media files are checked in the media store, and private addresses are not
 * contacted (see `host_guard.ts`).
 */
export function linkCheckOptionsFor(c: AppContext): LinkCheckJobOptions {
  const siteOrigins = [...new Set([c.var.siteOrigin, new URL(c.req.url).origin])];
  return { siteOrigins, media: c.var.media, hostGuard: requestHostGuard() };
}
