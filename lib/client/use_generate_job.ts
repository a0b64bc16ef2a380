/**
 * The editor's side of Generate with AI: starts the server job, follows its
 * record (also after a reload while it runs), shows each optional step's
 * notice once as a toast, fills the form when it ends and clears the
 * progress 3 s after completion.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerateJob, GenerateJobStatus } from "../schemas/ai_generate_job.ts";
import { GENERATE_MESSAGES, type GenerateStage, PROGRESS_CLEAR_MS } from "../shared/ai_generate.ts";
import { cancelGenerateJob, fetchGenerateJob, startGenerateJob } from "./ai_generate_job.ts";
import { isUnauthorized } from "./api.ts";
import { showToast } from "./toasts.ts";
import { AI_COOLDOWN_MS } from "../shared/ai_presets.ts";
import { reportFailure } from "./use_form_submit.ts";

/** How often a running job is read, in ms. */
export const GENERATE_POLL_MS = 700;

/** What the editor passes in. */
export interface GenerateJobOptions {
  /** The post id, or null for a post not saved yet. */
  postId: string | null;
  /** Called with the post's id when the job changed the post (new draft, results saved). */
  onPostChanged: (postId: string) => Promise<void> | void;
}

/** State and actions of {@link useGenerateJob}. */
export interface GenerateJobState {
  /** Stage shown by the progress bar, or null when it is hidden. */
  stage: GenerateStage | null;
  /** The running step (1–9). */
  step: number;
  running: boolean;
  /** When the button's cooldown after a finished run ends (`Date.now()` time, 0 for none). */
  cooldownUntil: number;
  start: (title: string) => Promise<void>;
  cancel: () => Promise<void>;
}

function seenKey(jobId: string): string {
  return `ai-generate-seen:${jobId}`;
}

function readSeen(jobId: string): number {
  try {
    return Number(globalThis.sessionStorage?.getItem(seenKey(jobId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeSeen(jobId: string, count: number): void {
  try {
    globalThis.sessionStorage?.setItem(seenKey(jobId), String(count));
  } catch {
    // Without storage a reload may show a notice again.
  }
}

/** See the module doc. */
export function useGenerateJob({ postId, onPostChanged }: GenerateJobOptions): GenerateJobState {
  const [stage, setStage] = useState<GenerateStage | null>(null);
  const [step, setStep] = useState(1);
  const [running, setRunning] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const changed = useRef(onPostChanged);
  changed.current = onPostChanged;
  const following = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The start request in flight: a Cancel clicked before it answers waits for the job.
  const starting = useRef<Promise<GenerateJob | null> | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showNotices = (job: GenerateJob) => {
    const seen = readSeen(job.id);
    for (const notice of job.notices.slice(seen)) showToast(notice.message, notice.type);
    if (job.notices.length > seen) writeSeen(job.id, job.notices.length);
  };

  const finish = async (job: GenerateJob) => {
    following.current = null;
    setRunning(false);
    setCooldownUntil(Date.now() + AI_COOLDOWN_MS);
    if (job.state === "done") {
      setStage("complete");
      setStep(job.step);
      await changed.current(job.postId);
      showToast(GENERATE_MESSAGES.done, "success");
      timer.current = setTimeout(() => setStage(null), PROGRESS_CLEAR_MS);
      return;
    }
    // The form is kept as it is: what the steps before the end saved shows after a reload.
    setStage(null);
    if (job.state === "cancelled") showToast(GENERATE_MESSAGES.cancelled, "info");
    else showToast(job.error ? `${GENERATE_MESSAGES.failed}: ${job.error}` : GENERATE_MESSAGES.failed, "error");
  };

  const follow = useCallback((job: GenerateJobStatus) => {
    if (job.state === "idle") return;
    following.current = job.id;
    clearTimeout(timer.current);
    const track = (current: GenerateJob) => {
      if (following.current !== current.id) return;
      showNotices(current);
      setStage(current.stage);
      setStep(current.step);
      if (current.state !== "running") {
        void finish(current);
        return;
      }
      setRunning(true);
      timer.current = setTimeout(() => {
        fetchGenerateJob(current.postId).then((next) => {
          if (next.state === "idle") return;
          track(next.id === current.id ? next : { ...current, state: "failed", error: GENERATE_MESSAGES.failed });
        }).catch((error) => {
          if (isUnauthorized(error)) return;
          track(current); // a lost poll is tried again
        });
      }, GENERATE_POLL_MS);
    };
    track(job);
  }, []);

  // A reload while a job runs picks it up again.
  useEffect(() => {
    if (!postId || following.current) return;
    fetchGenerateJob(postId).then((job) => {
      if (job.state === "running") follow(job);
    }).catch(() => {});
  }, [postId, follow]);

  const start = useCallback(async (title: string) => {
    if (!title.trim()) {
      showToast(GENERATE_MESSAGES.titleRequired, "error");
      return;
    }
    setRunning(true);
    setStage("content");
    setStep(1);
    const request = startGenerateJob(postId, title.trim());
    const started = request.catch(() => null);
    starting.current = started;
    try {
      const job = await request;
      if (job.postId !== postId) await changed.current(job.postId);
      follow(job);
    } catch (error) {
      setRunning(false);
      setStage(null);
      reportFailure(error, GENERATE_MESSAGES.failed);
    } finally {
      if (starting.current === started) starting.current = null;
    }
  }, [postId, follow]);

  const cancel = useCallback(async () => {
    const started = starting.current ? await starting.current : null;
    const target = started?.postId ?? postId;
    if (!target) return;
    try {
      await cancelGenerateJob(target);
    } catch (error) {
      reportFailure(error, GENERATE_MESSAGES.failed);
    }
  }, [postId]);

  return { stage, step, running, cooldownUntil, start, cancel };
}
