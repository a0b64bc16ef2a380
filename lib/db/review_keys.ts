/**
 * Where reviews live in KV and the index entries that follow a review's state:
 *
 * - `["reviews", id]` → {@link Review}
 * - `["reviews_by_date", created_at, id]` → post id (the moderation list's All tab, by date)
 * - `["reviews_by_status", status, created_at, id]` → post id (the other tabs, by date)
 * - `["reviews_by_post", postId, id]` → status (a post's reviews, for cleanup)
 * - `["reviews_approved", postId, created_at, id]` → true (the public list, newest first)
 * - `["review_counts"]` → {@link ReviewCounts}
 * - `["review_post_counts", postId]` → number of approved reviews of the post
 * - `["review_held", "count"]` → KvU64, reviews ever held as spam because the pending queue was full;
 *   `["review_held", "last_at"]` → the date of the last one (the Reviews screen's notice)
 *
 * Lists go by the review's date, not its id: a review brought in from elsewhere keeps its own date.
 */
import type { Review, ReviewCounts } from "../schemas/review.ts";

/** Key prefix of review records. */
export const REVIEWS_PREFIX: Deno.KvKey = ["reviews"];
/** Key prefix of the date index. */
export const REVIEWS_BY_DATE_PREFIX: Deno.KvKey = ["reviews_by_date"];
/** Key prefix of the per-status index. */
export const REVIEWS_BY_STATUS_PREFIX: Deno.KvKey = ["reviews_by_status"];
/** Key prefix of the per-post index. */
export const REVIEWS_BY_POST_PREFIX: Deno.KvKey = ["reviews_by_post"];
/** Key prefix of the approved reviews of each post. */
export const REVIEWS_APPROVED_PREFIX: Deno.KvKey = ["reviews_approved"];
/** Key of the counts per status. */
export const REVIEW_COUNTS_KEY: Deno.KvKey = ["review_counts"];
/** Key prefix of the approved counts per post. */
export const REVIEW_POST_COUNTS_PREFIX: Deno.KvKey = ["review_post_counts"];

/** Key of how many reviews were held as spam because the pending queue was full (KvU64). */
export const REVIEWS_HELD_COUNT_KEY: Deno.KvKey = ["review_held", "count"];
/** Key of the date of the last review held so. */
export const REVIEWS_HELD_AT_KEY: Deno.KvKey = ["review_held", "last_at"];

/** Key of one review. */
export function reviewKey(id: string): Deno.KvKey {
  return [...REVIEWS_PREFIX, id];
}

/** Key of a post's approved count. */
export function postCountKey(postId: string): Deno.KvKey {
  return [...REVIEW_POST_COUNTS_PREFIX, postId];
}

/** Counts with every status at zero. */
export function zeroCounts(): ReviewCounts {
  return { pending: 0, approved: 0, spam: 0 };
}

/** The reads a state change checks: counts of every status and the post's approved count. */
export interface CountEntries {
  counts: Deno.KvEntryMaybe<ReviewCounts>;
  postCount: Deno.KvEntryMaybe<number>;
}

/**
 * Adds to `op` the index and count changes of a review going from `before` to `after`
 * (null: not stored). The review record itself is written by the caller.
 */
export function moveIndexes(
  op: Deno.AtomicOperation,
  entries: CountEntries,
  before: Review | null,
  after: Review | null,
): void {
  const counts = { ...zeroCounts(), ...entries.counts.value };
  let postCount = entries.postCount.value ?? 0;
  op.check(entries.counts).check(entries.postCount);
  if (before) {
    op.delete([...REVIEWS_BY_DATE_PREFIX, before.created_at, before.id]);
    op.delete([...REVIEWS_BY_STATUS_PREFIX, before.status, before.created_at, before.id]);
    op.delete([...REVIEWS_BY_POST_PREFIX, before.post_id, before.id]);
    op.delete([...REVIEWS_APPROVED_PREFIX, before.post_id, before.created_at, before.id]);
    counts[before.status] = Math.max(0, counts[before.status] - 1);
    if (before.status === "approved") postCount = Math.max(0, postCount - 1);
  }
  if (after) {
    op.set([...REVIEWS_BY_DATE_PREFIX, after.created_at, after.id], after.post_id);
    op.set([...REVIEWS_BY_STATUS_PREFIX, after.status, after.created_at, after.id], after.post_id);
    op.set([...REVIEWS_BY_POST_PREFIX, after.post_id, after.id], after.status);
    if (after.status === "approved") {
      op.set([...REVIEWS_APPROVED_PREFIX, after.post_id, after.created_at, after.id], true);
      postCount++;
    }
    counts[after.status]++;
  }
  op.set(REVIEW_COUNTS_KEY, counts);
  const postId = (after ?? before)?.post_id;
  if (postId) op.set(postCountKey(postId), postCount);
}
