/** The "check all links" background job record in KV under ["jobs", "link_check_all"]. */
import { z } from "zod";
import { retryLocked } from "../db/kv.ts";

/** Key of the single "check all links" job. */
export const LINK_CHECK_JOB_KEY: Deno.KvKey = ["jobs", "link_check_all"];

/** The job as stored and as the status endpoint answers it. */
export const LinkCheckJobSchema = z.object({
  id: z.string(),
  state: z.enum(["running", "done", "failed"]),
  /** Published posts to check (0 until they are counted). */
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().optional(),
  error: z.string().optional(),
  /** Refreshed while the job runs; a running job whose heartbeat is stale may be taken over. */
  heartbeatAt: z.iso.datetime(),
});
/** The "check all links" job. */
export type LinkCheckJob = z.infer<typeof LinkCheckJobSchema>;

/** The job record with its versionstamp (both null when no job ever ran). */
export async function readLinkCheckJobEntry(kv: Deno.Kv): Promise<Deno.KvEntryMaybe<LinkCheckJob>> {
  return await retryLocked(() => kv.get<LinkCheckJob>(LINK_CHECK_JOB_KEY));
}

/** The last or current "check all links" job, or null when none ever ran. */
export async function getLinkCheckJob(kv: Deno.Kv): Promise<LinkCheckJob | null> {
  return (await readLinkCheckJobEntry(kv)).value;
}
