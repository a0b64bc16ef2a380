/** Browser calls of the link checker (stats of a post, checking one post, the 'check all' job). */
import { api, ApiError } from "@/lib/client/api.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";

/** Alert shown when a link check fails. */
export const LINK_CHECK_FAILED = "Failed to check links. Please try again.";

/** State of the background 'check all links' job (`idle` when none ever ran). */
export interface LinkCheckJob {
  state: "idle" | "running" | "done" | "failed";
  /** Published posts to check (0 until counted). */
  total?: number;
  processed?: number;
  startedAt?: string;
  finishedAt?: string;
  error?: string;
}

const JOB_PATH = "/admin/posts/link-check-job";

/** Stored link stats of a post, or null when it was never checked. */
export async function fetchLinkStats(postId: string): Promise<LinkStats | null> {
  try {
    return await api<LinkStats>(`/admin/posts/link-stats?postId=${encodeURIComponent(postId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Checks the links of one post now and returns the new stats. */
export function checkPostLinks(postId: string): Promise<LinkStats> {
  return api<LinkStats>(`/admin/posts/check-links?postId=${encodeURIComponent(postId)}`);
}

/** The current (or last) 'check all' job. */
export function fetchLinkCheckJob(): Promise<LinkCheckJob> {
  return api<LinkCheckJob>(JOB_PATH);
}

/** Starts checking every published post in the background. */
export function startLinkCheckJob(): Promise<LinkCheckJob> {
  return api<LinkCheckJob>(JOB_PATH, { method: "POST" });
}
