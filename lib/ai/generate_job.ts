/**
 * Generate with AI as a background job, one at a time per post: the start
 * creates the draft when there is no post yet (step 1), claims
 * ["jobs", "ai_generate", postId] atomically (a running job whose heartbeat
 * went stale may be replaced), then runs steps 2–8 in this process, writing
 * progress, notices and a heartbeat to the record, which survives a reload.
 * Cancelling replaces the record; the runner notices at its next write and
 * stops.
 */
import { isLiveJob, JobRecorder } from "../db/job_recorder.ts";
import { getPost } from "../db/posts.ts";
import { commitOnce, conflictWith, optimisticWrite } from "../db/write.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { newId } from "../ids.ts";
import { slugify } from "../text/slug.ts";
import type { GenerateJob, GenerateJobStart } from "../schemas/ai_generate_job.ts";
import type { PostAuthor } from "../schemas/post.ts";
import { savePostFromInput } from "../services/posts.ts";
import { GENERATE_MESSAGES, GENERATE_STEP_COUNT, stageOfStep } from "../shared/ai_generate.ts";
import type { GenerateAi } from "./generate_job_ai.ts";
import { GENERATE_STALE_AFTER_MS, generateJobKey, readGenerateJobEntry } from "./generate_job_record.ts";
import { runGenerateSteps } from "./generate_job_steps.ts";

/** Timing of a job (tests shorten them). */
export interface GenerateJobOptions {
  /** Interval of heartbeat writes, in ms (default 15,000). */
  heartbeatMs?: number;
  /** A running job silent this long may be replaced, in ms (default 120,000). */
  staleAfterMs?: number;
}

/** A started job and the promise of its final record. */
export interface StartedGenerateJob {
  job: GenerateJob;
  finished: Promise<GenerateJob>;
}

/** Runners in this process, by job id, so a cancel stops them at once. */
const localRuns = new Map<string, AbortController>();

/**
 * Starts the flow for `input.postId`, or for a new draft titled `input.title`.
 * A job already running for the post throws ConflictError.
 */
export async function startGenerateJob(
  kv: Deno.Kv,
  input: GenerateJobStart,
  user: PostAuthor,
  ai: GenerateAi,
  options: GenerateJobOptions = {},
): Promise<StartedGenerateJob> {
  const staleAfterMs = options.staleAfterMs ?? GENERATE_STALE_AFTER_MS;
  let postId = input.postId;
  if (postId) {
    if (!await getPost(kv, postId)) throw new NotFoundError("Post not found");
  } else {
    postId = await createDraft(kv, input.title, user);
  }
  const key = generateJobKey(postId);
  const claimed = await optimisticWrite<{ job: GenerateJob; versionstamp: string }>(
    { publicContent: false, attempts: 10, exhausted: conflictWith(GENERATE_MESSAGES.running) },
    async () => {
      const entry = await readGenerateJobEntry(kv, postId);
      if (isLiveJob(entry.value, staleAfterMs)) throw new ConflictError(GENERATE_MESSAGES.running);
      const now = new Date().toISOString();
      const job: GenerateJob = {
        id: newId(),
        postId,
        title: input.title,
        state: "running",
        step: 2,
        stage: stageOfStep(2),
        notices: [],
        imagesGenerated: 0,
        userId: user.id,
        startedAt: now,
        heartbeatAt: now,
      };
      return { op: kv.atomic().check(entry).set(key, job), done: (versionstamp) => ({ job, versionstamp }) };
    },
  );
  const finished = runJob(kv, claimed.job, claimed.versionstamp, input, ai, options);
  return { job: claimed.job, finished };
}

/** Cancels the running job of `postId`; answers the record (unchanged when nothing runs). */
export async function cancelGenerateJob(kv: Deno.Kv, postId: string): Promise<GenerateJob | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await readGenerateJobEntry(kv, postId);
    const job = entry.value;
    if (!job || job.state !== "running") return job;
    const now = new Date().toISOString();
    const cancelled: GenerateJob = {
      ...job,
      state: "cancelled",
      error: GENERATE_MESSAGES.cancelled,
      heartbeatAt: now,
      finishedAt: now,
    };
    if (await commitOnce(kv.atomic().check(entry).set(generateJobKey(postId), cancelled))) {
      localRuns.get(job.id)?.abort(new Error(GENERATE_MESSAGES.cancelled));
      return cancelled;
    }
  }
  throw new ConflictError("The job could not be cancelled. Please try again.");
}

/**
 * Step 1: a draft titled `title`; a slug already taken (by a post whose title differs only in punctuation) gets
 * -2, -3…; a title another post has is refused with ConflictError('Title already exists in another post').
 */
async function createDraft(kv: Deno.Kv, title: string, user: PostAuthor): Promise<string> {
  const base = slugify(title);
  for (let n = 1;; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      return (await savePostFromInput(kv, { title, slug, status: "draft" }, user)).post.id;
    } catch (error) {
      if (!(error instanceof ConflictError && error.field === "slug") || n >= 50) throw error;
    }
  }
}

async function runJob(
  kv: Deno.Kv,
  job: GenerateJob,
  versionstamp: string,
  input: GenerateJobStart,
  ai: GenerateAi,
  options: GenerateJobOptions,
): Promise<GenerateJob> {
  const controller = new AbortController();
  localRuns.set(job.id, controller);
  const recorder = new JobRecorder(kv, generateJobKey(job.postId), job, versionstamp, () => {
    controller.abort(new Error(GENERATE_MESSAGES.cancelled));
  }).beat(options.heartbeatMs ?? 15_000);
  try {
    await runGenerateSteps({
      kv,
      ai,
      postId: job.postId,
      title: input.title,
      type: input.type,
      signal: controller.signal,
      progress: (step) => recorder.write({ step, stage: stageOfStep(step) }),
      notice: (notice) => recorder.write({ notices: [...recorder.job.notices, notice] }),
      images: (count) => recorder.write({ imagesGenerated: recorder.job.imagesGenerated + count }),
    });
    controller.signal.throwIfAborted();
    return await recorder.finish({ state: "done", step: GENERATE_STEP_COUNT, stage: "complete" });
  } catch (error) {
    if (recorder.lost || controller.signal.aborted) return await recorder.finish({ state: "cancelled" });
    const message = error instanceof Error ? error.message : String(error);
    console.error("Generate with AI failed:", error);
    return await recorder.finish({ state: "failed", error: message.slice(0, 500) || GENERATE_MESSAGES.failed });
  } finally {
    localRuns.delete(job.id);
  }
}
