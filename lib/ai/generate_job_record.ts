/** The Generate with AI job record in KV under ["jobs", "ai_generate", postId]: one job at a time per post. */
import { isLiveJob } from "../db/job_recorder.ts";
import { retryLocked } from "../db/kv.ts";
import type { GenerateJob } from "../schemas/ai_generate_job.ts";
import { GENERATE_MESSAGES } from "../shared/ai_generate.ts";

/** Key of a post's Generate with AI job. */
export function generateJobKey(postId: string): Deno.KvKey {
  return ["jobs", "ai_generate", postId];
}

/** A running job silent for this long may be replaced, in ms. */
export const GENERATE_STALE_AFTER_MS = 120_000;

/** The job record of `postId` with its versionstamp (both null when none ever ran). */
export async function readGenerateJobEntry(kv: Deno.Kv, postId: string): Promise<Deno.KvEntryMaybe<GenerateJob>> {
  return await retryLocked(() => kv.get<GenerateJob>(generateJobKey(postId)));
}

/**
 * The current or last job of `postId`, or null. A running job whose heartbeat
 * went stale (its process stopped) is reported as failed.
 */
export async function getGenerateJob(
  kv: Deno.Kv,
  postId: string,
  staleAfterMs = GENERATE_STALE_AFTER_MS,
): Promise<GenerateJob | null> {
  const job = (await readGenerateJobEntry(kv, postId)).value;
  const stale = job?.state === "running" && !isLiveJob(job, staleAfterMs);
  if (!job || !stale) return job;
  return { ...job, state: "failed", error: GENERATE_MESSAGES.interrupted };
}
