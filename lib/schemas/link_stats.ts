/** Link analysis results per post (the one definition of the stats object) and the link endpoints' queries. */
import { z } from "zod";

/** One problem link found in a post. */
export const LinkIssueSchema = z.object({
  type: z.enum(["internal", "external"]),
  text: z.string().max(500),
  url: z.string().max(2048),
  /** HTTP status answered, when there was an answer. */
  status: z.number().int().optional(),
  /** Why the link is listed (timeout, DNS failure, bot blocking...). */
  reason: z.string().max(500).optional(),
});
/** One problem link found in a post. */
export type LinkIssue = z.infer<typeof LinkIssueSchema>;

/** Link stats of one post (the Link Analysis dialog's data). */
export const LinkStatsSchema = z.object({
  lastChecked: z.iso.datetime(),
  outboundInternal: z.number().int().min(0),
  outboundExternal: z.number().int().min(0),
  inboundCount: z.number().int().min(0),
  brokenLinksCount: z.number().int().min(0),
  brokenLinks: z.array(LinkIssueSchema).max(1000),
  /** Links that refused an automated check (401, 403, 999, bot blocking): check by hand. */
  manualCheck: z.array(LinkIssueSchema).max(1000),
});
/** Link stats of one post. */
export type LinkStats = z.infer<typeof LinkStatsSchema>;

const PostId = z.string({ error: "postId is required" }).trim().min(1, "postId is required").max(64, "Unknown post");

/** GET /api/admin/posts/link-stats?postId= */
export const LinkStatsQuerySchema = z.object({ postId: PostId });

/** GET /api/admin/posts/check-links?postId= | ?all=true */
export const CheckLinksQuerySchema = z.union([
  z.object({ all: z.enum(["true", "1"]) }).transform(() => ({ all: true as const })),
  z.object({ postId: PostId }).transform(({ postId }) => ({ all: false as const, postId })),
], { error: "Send postId or all=true" });
