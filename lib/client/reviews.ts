/** The Reviews screen's browser side: its texts, the list path and the API calls. */
import type { ReviewCounts, ReviewFilter, ReviewStatus } from "../schemas/review.ts";
import { api } from "./api.ts";

/** Every message of the Reviews screen. */
export const REVIEW_TEXT = {
  loadFailed: "Failed to load reviews",
  actionFailed: "The change could not be saved",
  approved: "Review approved",
  spammed: "Review marked as spam",
  pending: "Review sent back to pending",
  deleted: "Review deleted",
  replied: "Reply saved",
  replyRemoved: "Reply removed",
  deleteConfirm: "Delete this review for good? Its stars leave the recipe's rating.",
  bulkDeleteConfirm: "Delete the selected reviews for good?",
  empty: "No reviews here",
} as const;

/** The tabs, in order. */
export const REVIEW_TABS: { value: ReviewFilter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "spam", label: "Spam" },
  { value: "all", label: "All" },
];

/** A tab's count: its status's, or the sum for All. */
export function tabCount(counts: ReviewCounts, tab: ReviewFilter): number {
  return tab === "all" ? counts.pending + counts.approved + counts.spam : counts[tab];
}

/** API path of the list for a tab, a search and a page. */
export function reviewsListPath(status: ReviewFilter, q: string, page: number): string {
  const params = new URLSearchParams({ status });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin/reviews?${params}`;
}

/** Sets a review's status. */
export function setReviewStatus(id: string, status: ReviewStatus): Promise<unknown> {
  return api(`/admin/reviews/${encodeURIComponent(id)}`, { method: "PATCH", json: { status } });
}

/** Saves (or with empty text removes) the site's reply. */
export function saveReviewReply(id: string, reply: string): Promise<unknown> {
  return api(`/admin/reviews/${encodeURIComponent(id)}`, { method: "PATCH", json: { reply } });
}

/** Deletes a review. */
export function deleteReviewById(id: string): Promise<unknown> {
  return api(`/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Runs a bulk action on `ids`. */
export function bulkReviewAction(action: "approve" | "spam" | "pending" | "delete", ids: string[]): Promise<unknown> {
  return api("/admin/reviews/bulk", { method: "POST", json: { action, ids } });
}
