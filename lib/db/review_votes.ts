/**
 * A review's stars as its reader's one vote (`ratings.ts`): approving a review
 * with stars sets the vote of the review's voter to them — replacing a vote
 * the reader cast before, so a reader who reviews after voting counts once —
 * and withdrawing the review (spam, back to pending, deleted) gives the reader
 * back the vote it replaced, or removes it. A vote cast after the approval
 * replaces the review's (the reader changed their mind) and stays.
 *
 * The functions read the vote and the post's totals and add checks and
 * mutations to the caller's atomic operation.
 */
import { retryLocked } from "./kv.ts";
import { RATING_AGG_PREFIX, RATINGS_PREFIX } from "./ratings.ts";
import type { RatingTotals, RatingVote } from "../schemas/rating.ts";
import type { Review } from "../schemas/review.ts";

/** A vote set by an approved review: which review, and the reader's earlier vote it replaced. */
interface ReviewVote extends RatingVote {
  review?: string;
  replaced?: number;
}

async function readVote(kv: Deno.Kv, review: Review) {
  return await retryLocked(() =>
    kv.getMany<[ReviewVote, RatingTotals]>([
      [...RATINGS_PREFIX, review.post_id, review.voter],
      [...RATING_AGG_PREFIX, review.post_id],
    ])
  );
}

/** Adds `review`'s stars as its voter's vote to `op` (nothing for a comment). */
export async function countReviewStars(kv: Deno.Kv, op: Deno.AtomicOperation, review: Review): Promise<void> {
  if (!review.stars) return;
  const [vote, agg] = await readVote(kv, review);
  op.check(vote).check(agg);
  const totals = agg.value ?? { sum: 0, count: 0 };
  const earlier = vote.value;
  const next: RatingTotals = earlier
    ? { sum: totals.sum - earlier.value + review.stars, count: totals.count }
    : { sum: totals.sum + review.stars, count: totals.count + 1 };
  const replaced = earlier ? (earlier.review ? earlier.replaced : earlier.value) : undefined;
  const record: ReviewVote = {
    value: review.stars,
    created_at: review.created_at,
    review: review.id,
    ...(replaced ? { replaced } : {}),
  };
  op.set(vote.key, record).set(agg.key, next);
}

/** Takes `review`'s stars back out of the rating in `op`, when its vote is still the review's. */
export async function withdrawReviewStars(kv: Deno.Kv, op: Deno.AtomicOperation, review: Review): Promise<void> {
  if (!review.stars) return;
  const [vote, agg] = await readVote(kv, review);
  if (!vote.value || vote.value.review !== review.id) return;
  op.check(vote).check(agg);
  const totals = agg.value ?? { sum: 0, count: 0 };
  const { replaced } = vote.value;
  if (replaced) {
    op.set(vote.key, { value: replaced, created_at: vote.value.created_at } satisfies RatingVote);
    op.set(agg.key, { sum: totals.sum - vote.value.value + replaced, count: totals.count });
  } else {
    op.delete(vote.key);
    op.set(agg.key, { sum: totals.sum - vote.value.value, count: Math.max(0, totals.count - 1) });
  }
}
