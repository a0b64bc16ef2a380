/**
 * The "check all links" background job.
 * GET /api/admin/posts/link-check-job: the job record `{ id, state: "running" | "done" | "failed",
 * total, processed, startedAt, finishedAt?, error?, heartbeatAt }`, or `{ state: "idle" }` when none ever ran.
 * POST /api/admin/posts/link-check-job: starts the job (or joins the running one) without waiting:
 * 202 with the record. Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { linkCheckOptionsFor } from "@/lib/links/http_input.ts";
import { startLinkCheckJob } from "@/lib/links/job.ts";
import { getLinkCheckJob } from "@/lib/links/job_record.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json((await getLinkCheckJob(c.var.kv)) ?? { state: "idle" });
  },
  async POST(c) {
    const { job } = await startLinkCheckJob(c.var.kv, linkCheckOptionsFor(c));
    return c.json(job, 202);
  },
});
