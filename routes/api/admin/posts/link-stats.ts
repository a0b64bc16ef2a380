/**
 * GET /api/admin/posts/link-stats?postId={id}: the stored link stats of a post
 * (`{ lastChecked, outboundInternal, outboundExternal, inboundCount,
 * brokenLinksCount, brokenLinks, manualCheck }`), or 404 `{ error: "No link data" }`
 * when it was never checked. Staff only (`lib/auth/access.ts`).
 */
import { getLinkStats } from "@/lib/db/link_stats.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { LinkStatsQuerySchema } from "@/lib/schemas/link_stats.ts";

export const handler = define.handlers({
  async GET(c) {
    const { postId } = parseQuery(c, LinkStatsQuerySchema);
    const stats = await getLinkStats(c.var.kv, postId);
    if (!stats) throw new NotFoundError("No link data");
    return c.json(stats);
  },
});
