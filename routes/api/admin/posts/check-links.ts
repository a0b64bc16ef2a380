/**
 * GET /api/admin/posts/check-links?postId={id}: checks the post's links now,
 * stores and answers the stats (same shape as link-stats); 404 for an unknown post.
 * GET /api/admin/posts/check-links?all=true: starts the "check all links" job
 * (or joins the running one), waits for it and answers `{ totalProcessed }`.
 * The job keeps running if the client goes away. Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { linkCheckOptionsFor } from "@/lib/links/http_input.ts";
import { CheckLinksQuerySchema } from "@/lib/schemas/link_stats.ts";
import { checkPostLinks } from "@/lib/links/check_posts.ts";
import { startLinkCheckJob } from "@/lib/links/job.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, CheckLinksQuerySchema);
    const options = linkCheckOptionsFor(c);
    if (!query.all) return c.json((await checkPostLinks(c.var.kv, query.postId, options)).stats);
    const job = await (await startLinkCheckJob(c.var.kv, options)).finished;
    if (job.state !== "done") return c.json({ error: job.error ?? "Link check failed" }, 500);
    return c.json({ totalProcessed: job.processed });
  },
});
