/** Browser calls of the link checker (stats of a post, checking one post, the 'check all' job). */
import { api, isUnauthorized } from "./api.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";

/** Alert shown when a link check fails. */
export const LINK_CHECK_FAILED = "Failed to check links. Please try again.";

/** Logs a failed link check as `what` and alerts {@link LINK_CHECK_FAILED}; nothing after a 401 (off to sign in). */
export function alertLinkCheckFailed(what: string, error: unknown): void {
  if (isUnauthorized(error)) return;
  console.error(what, error);
  alert(LINK_CHECK_FAILED);
}

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

/** API path of a post's stored link stats (answers 404 when the post was never checked). */
export function linkStatsPath(postId: string): string {
  return `/admin/posts/link-stats?postId=${encodeURIComponent(postId)}`;
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
