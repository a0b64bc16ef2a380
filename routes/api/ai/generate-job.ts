/**
 * The Generate with AI job of a post (plain JSON, for the editor and the `recipes` command line).
 * POST `{ postId?, title, type? }` → 202 with the job record (a new draft is created without `postId`); 409 while a
 * job runs for the post, 503 without an AI provider, 429 past the user's AI allowance (the job counts as one call).
 * GET `?postId=` → the record `{ id, postId, state: "running" | "done" | "failed" | "cancelled", step (1–9), stage,
 * notices: [{ step, type, message, detail? }], imagesGenerated, error?, startedAt, heartbeatAt, finishedAt? }`, or
 * `{ state: "idle", postId }`. DELETE `?postId=` cancels the running job and answers the record.
 * Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { requireConfigured } from "@/lib/ai/availability.ts";
import { cancelGenerateJob, startGenerateJob } from "@/lib/ai/generate_job.ts";
import { generateAiFor } from "@/lib/ai/generate_job_provider.ts";
import { getGenerateJob } from "@/lib/ai/generate_job_record.ts";
import { reserveAiCall } from "@/lib/ai/limits.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { parseJson, parseQuery } from "@/lib/http/validate.ts";
import { GenerateJobQuerySchema, GenerateJobStartSchema } from "@/lib/schemas/ai_generate_job.ts";

export const handler = define.handlers({
  async GET(c) {
    const { postId } = parseQuery(c, GenerateJobQuerySchema);
    return c.json((await getGenerateJob(c.var.kv, postId)) ?? { state: "idle", postId });
  },
  async POST(c) {
    const user = guardedUser(c);
    const { kv, media, ai: env } = c.var;
    const { settings } = await getSettings(kv);
    requireConfigured(env, settings, "text");
    const input = await parseJson(c, GenerateJobStartSchema);
    await reserveAiCall(kv, env, user.id);
    const ai = generateAiFor({ kv, media, env, settings, userId: user.id });
    const { job } = await startGenerateJob(kv, input, { id: user.id, name: user.name }, ai);
    return c.json(job, 202);
  },
  async DELETE(c) {
    const { postId } = parseQuery(c, GenerateJobQuerySchema);
    return c.json((await cancelGenerateJob(c.var.kv, postId)) ?? { state: "idle", postId });
  },
});
