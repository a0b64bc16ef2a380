/**
 * "Check all links" as a background job: one job at a time per store,
 * claimed atomically on ["jobs", "link_check_all"] (a running job whose
 * heartbeat went stale may be taken over), progress and heartbeat written
 * while it runs, and the final state kept for the status endpoint. The job
 * runs to the end in this process whoever waits for it.
 */
import { isLiveJob, JobRecorder } from "../db/job_recorder.ts";
import { conflictWith, optimisticWrite } from "../db/write.ts";
import { ConflictError } from "../errors.ts";
import { newId } from "../ids.ts";
import { checkAllPosts } from "./check_posts.ts";
import { sleep } from "./host_scheduler.ts";
import { getLinkCheckJob, LINK_CHECK_JOB_KEY, type LinkCheckJob, readLinkCheckJobEntry } from "./job_record.ts";
import type { LinkCheckOptions } from "./options.ts";

/** Options of the job: the checker's plus timing of heartbeats and polling. */
export interface LinkCheckJobOptions extends LinkCheckOptions {
  /** A running job silent for this long may be taken over, in ms (default 120,000). */
  staleAfterMs?: number;
  /** Interval of heartbeat writes while a post is being checked, in ms (default 15,000). */
  heartbeatMs?: number;
  /** Interval of status reads while waiting for a job run by another process, in ms (default 1,000). */
  pollMs?: number;
}

/** Answer of {@link startLinkCheckJob}. */
export interface StartedLinkCheckJob {
  /** The job record right after the call. */
  job: LinkCheckJob;
  /** False when a job already running was joined instead. */
  started: boolean;
  /** Settles with the final record (state "done" or "failed"); never rejects for a failed check. */
  finished: Promise<LinkCheckJob>;
}

const DEFAULT_STALE_AFTER_MS = 120_000;
const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_POLL_MS = 1_000;
const MAX_CLAIM_ATTEMPTS = 10;

/** Jobs running in this process, by id. */
const localJobs = new Map<string, Promise<LinkCheckJob>>();

/** Starts the "check all links" job, or joins the one already running. */
export async function startLinkCheckJob(kv: Deno.Kv, options: LinkCheckJobOptions = {}): Promise<StartedLinkCheckJob> {
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const exhausted = conflictWith("The link check could not be started. Please try again.");
  return await optimisticWrite<StartedLinkCheckJob>(
    { publicContent: false, attempts: MAX_CLAIM_ATTEMPTS, exhausted },
    async () => {
      const entry = await readLinkCheckJobEntry(kv);
      if (isLiveJob(entry.value, staleAfterMs)) {
        return {
          skip: { job: entry.value, started: false, finished: waitForLinkCheckJob(kv, entry.value.id, options) },
        };
      }
      const now = new Date().toISOString();
      const job: LinkCheckJob = {
        id: newId(),
        state: "running",
        total: 0,
        processed: 0,
        startedAt: now,
        heartbeatAt: now,
      };
      return {
        op: kv.atomic().check(entry).set(LINK_CHECK_JOB_KEY, job),
        done: (versionstamp) => {
          const finished = runJob(kv, job, versionstamp, options);
          localJobs.set(job.id, finished);
          finished.then(() => localJobs.delete(job.id));
          return { job, started: true, finished };
        },
      };
    },
  );
}

/**
 * Waits until job `id` ends and returns its final record. A job run by
 * another process is polled; if it stops sending heartbeats it is taken over
 * here, and a job that replaced it is followed.
 */
export async function waitForLinkCheckJob(
  kv: Deno.Kv,
  id: string,
  options: LinkCheckJobOptions = {},
): Promise<LinkCheckJob> {
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  let current = id;
  while (true) {
    const local = localJobs.get(current);
    if (local) return await local;
    const job = await getLinkCheckJob(kv);
    if (!job) throw new ConflictError("The link check job disappeared. Please try again.");
    if (job.state !== "running") return job;
    if (job.id !== current) {
      current = job.id;
      continue;
    }
    if (!isLiveJob(job, staleAfterMs)) {
      const takeover = await startLinkCheckJob(kv, options);
      return await takeover.finished;
    }
    await sleep(options.pollMs ?? DEFAULT_POLL_MS);
  }
}

async function runJob(
  kv: Deno.Kv,
  job: LinkCheckJob,
  versionstamp: string,
  options: LinkCheckJobOptions,
): Promise<LinkCheckJob> {
  const owned = new AbortController();
  const recorder = new JobRecorder(kv, LINK_CHECK_JOB_KEY, job, versionstamp, () => {
    owned.abort(new Error("job taken over"));
  }).beat(options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  const signal = options.signal ? AbortSignal.any([owned.signal, options.signal]) : owned.signal;
  try {
    const summary = await checkAllPosts(
      kv,
      { ...options, signal },
      ({ processed, total }) => recorder.write({ processed, total }),
    );
    return await recorder.finish({ state: "done", processed: summary.totalProcessed });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("Link check job failed:", error);
    return await recorder.finish({ state: "failed", error: message.slice(0, 500) || "Link check failed" });
  }
}
