/**
 * Readers' reviews and comments in KV (keys in `review_keys.ts`): one function
 * per access pattern. Every change of a review writes its record, indexes and
 * counts in one atomic operation checked against the versionstamps read; a
 * change a visitor can see (anything touching an approved review) bumps the
 * content version, so cached pages of the post are dropped. Approved stars
 * count as their reader's vote (`review_votes.ts`).
 */
import { bumpContentVersion } from "./content_version.ts";
import { listAll, retryLocked } from "./kv.ts";
import {
  type CountEntries,
  moveIndexes,
  postCountKey,
  REVIEW_COUNTS_KEY,
  reviewKey,
  REVIEWS_APPROVED_PREFIX,
  REVIEWS_BY_POST_PREFIX,
  REVIEWS_HELD_AT_KEY,
  REVIEWS_HELD_COUNT_KEY,
  zeroCounts,
} from "./review_keys.ts";
import { countReviewStars, withdrawReviewStars } from "./review_votes.ts";
import { getManyBatched } from "./batched_get.ts";
import { conflictWith, oneAtATime, optimisticWrite } from "./write.ts";
import { newId } from "../ids.ts";
import { NotFoundError } from "../errors.ts";
import { type PublicReview, publicReview, type Review, type ReviewCounts } from "../schemas/review.ts";

/** Approved reviews shown per page under a post. */
export const PUBLIC_REVIEWS_PER_PAGE = 10;

/** A review to store: everything but the id (and the date, which defaults to now). */
export type NewReview = Omit<Review, "id" | "created_at"> & { created_at?: string };

const exhausted = conflictWith("The review changed while saving. Please try again.");
/**
 * Attempts of a new review: every one writes the shared counts, so readers sending at once meet there; this process's
 * wait their turn (`oneAtATime`), and the other processes' are outlasted.
 */
const CREATE_ATTEMPTS = 200;

async function readCounts(kv: Deno.Kv, postId: string): Promise<CountEntries> {
  const [counts, postCount] = await retryLocked(() =>
    kv.getMany<[ReviewCounts, number]>([REVIEW_COUNTS_KEY, postCountKey(postId)])
  );
  return { counts, postCount };
}

/**
 * Stores a new review; an approved one (an import) counts its stars and updates the public page at once; a held one
 * counts in the Reviews screen's notice (`review_queue.ts`).
 */
export async function createReview(kv: Deno.Kv, input: NewReview, now = Date.now()): Promise<Review> {
  const review: Review = {
    ...input,
    id: newId(input.created_at ? Date.parse(input.created_at) : now),
    created_at: input.created_at ?? new Date(now).toISOString(),
  };
  const approved = review.status === "approved";
  return await oneAtATime(
    "new reviews",
    () =>
      optimisticWrite({ publicContent: approved, exhausted, attempts: CREATE_ATTEMPTS }, async () => {
        const entries = await readCounts(kv, review.post_id);
        const op = kv.atomic().check({ key: reviewKey(review.id), versionstamp: null }).set(
          reviewKey(review.id),
          review,
        );
        moveIndexes(op, entries, null, review);
        if (approved) await countReviewStars(kv, op, review);
        if (review.held) op.sum(REVIEWS_HELD_COUNT_KEY, 1n).set(REVIEWS_HELD_AT_KEY, review.created_at);
        return { op, done: () => review };
      }),
  );
}

/** One review, or null. */
export async function getReview(kv: Deno.Kv, id: string): Promise<Review | null> {
  return (await retryLocked(() => kv.get<Review>(reviewKey(id)))).value;
}

/**
 * Changes one review with `change` (given the stored review; it returns the new one, or null to delete it):
 * indexes, counts, the star vote and, when an approved review is involved, the content version move with it.
 * Throws {@link NotFoundError} when there is no such review.
 */
export async function changeReview(
  kv: Deno.Kv,
  id: string,
  change: (review: Review) => Review | null,
): Promise<Review | null> {
  return await optimisticWrite({ publicContent: false, exhausted }, async () => {
    const entry = await retryLocked(() => kv.get<Review>(reviewKey(id)));
    if (!entry.value) throw new NotFoundError("Review not found");
    const before = entry.value;
    const after = change(before);
    const op = kv.atomic().check(entry);
    if (after) op.set(entry.key, after);
    else op.delete(entry.key);
    moveIndexes(op, await readCounts(kv, before.post_id), before, after);
    const wasCounted = before.status === "approved";
    const isCounted = after?.status === "approved";
    if (wasCounted && !isCounted) await withdrawReviewStars(kv, op, before);
    if (isCounted && !wasCounted) await countReviewStars(kv, op, after!);
    // Visitors see approved reviews only: any change touching one drops the cached pages.
    if (wasCounted || isCounted) bumpContentVersion(op);
    return { op, done: () => after };
  });
}

/** Sets a review's status. */
export async function setReviewStatus(kv: Deno.Kv, id: string, status: Review["status"]): Promise<Review> {
  return (await changeReview(kv, id, (review) => ({ ...review, status })))!;
}

/** Deletes a review (its stars leave the rating when it was approved). */
export async function deleteReview(kv: Deno.Kv, id: string): Promise<void> {
  await changeReview(kv, id, () => null);
}

/** Counts of reviews per status. */
export async function getReviewCounts(kv: Deno.Kv): Promise<ReviewCounts> {
  const entry = await retryLocked(() => kv.get<ReviewCounts>(REVIEW_COUNTS_KEY));
  return { ...zeroCounts(), ...entry.value };
}

/** One page of a post's approved reviews, newest first, with how many there are. */
export interface PublicReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pages: number;
}

/** Page `page` (1-based) of the approved reviews of a post, as visitors see them. */
export async function listApprovedReviews(kv: Deno.Kv, postId: string, page = 1): Promise<PublicReviewPage> {
  const total = (await retryLocked(() => kv.get<number>(postCountKey(postId)))).value ?? 0;
  const pages = Math.max(1, Math.ceil(total / PUBLIC_REVIEWS_PER_PAGE));
  const skip = (page - 1) * PUBLIC_REVIEWS_PER_PAGE;
  const ids: string[] = [];
  await retryLocked(async () => {
    ids.length = 0;
    const iter = kv.list({ prefix: [...REVIEWS_APPROVED_PREFIX, postId] }, {
      reverse: true,
      limit: skip + PUBLIC_REVIEWS_PER_PAGE,
    });
    let seen = 0;
    for await (const entry of iter) if (seen++ >= skip) ids.push(entry.key.at(-1) as string);
  });
  const entries = await getManyBatched<Review>(kv, ids.map(reviewKey));
  const reviews = entries.flatMap((e) => e.value?.status === "approved" ? [publicReview(e.value)] : []);
  return { reviews, total, page, pages };
}

/** Deletes every review of a post (when the post is deleted), keeping the counts right. */
export async function deleteReviewsForPost(kv: Deno.Kv, postId: string): Promise<void> {
  for (const review of await listPostReviews(kv, postId)) {
    try {
      await deleteReview(kv, review.id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  await retryLocked(() => kv.delete(postCountKey(postId)));
}

/** Every review of a post (any status), oldest first. */
export async function listPostReviews(kv: Deno.Kv, postId: string): Promise<Review[]> {
  const index = await listAll(kv, { prefix: [...REVIEWS_BY_POST_PREFIX, postId] });
  const entries = await getManyBatched<Review>(kv, index.map((e) => reviewKey(e.key.at(-1) as string)));
  return entries.flatMap((e) => e.value ? [e.value] : []);
}
