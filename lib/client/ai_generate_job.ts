/** Browser calls of the Generate with AI job (`/api/ai/generate-job`). */
import type { GenerateJob, GenerateJobStatus } from "../schemas/ai_generate_job.ts";
import { api } from "./api.ts";

const JOB_PATH = "/ai/generate-job";

/** Starts the flow for `postId` (a new draft when null) with `title`. */
export function startGenerateJob(postId: string | null, title: string): Promise<GenerateJob> {
  return api<GenerateJob>(JOB_PATH, { method: "POST", json: { ...(postId ? { postId } : {}), title } });
}

/** The current or last job of `postId` (`state: "idle"` when none ran). */
export function fetchGenerateJob(postId: string): Promise<GenerateJobStatus> {
  return api<GenerateJobStatus>(`${JOB_PATH}?postId=${encodeURIComponent(postId)}`);
}

/** Cancels the running job of `postId`. */
export function cancelGenerateJob(postId: string): Promise<GenerateJobStatus> {
  return api<GenerateJobStatus>(`${JOB_PATH}?postId=${encodeURIComponent(postId)}`, { method: "DELETE" });
}
