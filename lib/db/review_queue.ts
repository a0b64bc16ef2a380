/**
 * The bounds of the moderation queue: how many reviews wait per post and in the whole site, and the notice of the
 * reviews held as spam once a bound was reached (`lib/site/review_submit.ts` holds them; the Reviews screen shows it).
 */
import { retryLocked } from "./kv.ts";
import { REVIEWS_BY_POST_PREFIX, REVIEWS_HELD_AT_KEY, REVIEWS_HELD_COUNT_KEY } from "./review_keys.ts";
import { getReviewCounts } from "./reviews.ts";
import type { ReviewHold } from "../schemas/review.ts";

/** Most pending reviews per post and in the site (`REVIEW_PENDING_PER_POST`, `REVIEW_PENDING_SITE`). */
export interface PendingLimits {
  perPost: number;
  site: number;
}

/** Why a new review of `postId` must be held (a full queue), or null when it may wait for approval. */
export async function queueFullFor(kv: Deno.Kv, postId: string, limits: PendingLimits): Promise<ReviewHold | null> {
  if ((await getReviewCounts(kv)).pending >= limits.site) return "site-queue-full";
  let pending = 0;
  await retryLocked(async () => {
    pending = 0;
    for await (const entry of kv.list<string>({ prefix: [...REVIEWS_BY_POST_PREFIX, postId] })) {
      if (entry.value === "pending" && ++pending >= limits.perPost) break;
    }
  });
  return pending >= limits.perPost ? "post-queue-full" : null;
}

/** How many reviews were held because a queue was full, and when the last one was; null when none ever was. */
export async function heldReviewsNotice(kv: Deno.Kv): Promise<{ count: number; lastAt: string } | null> {
  const [count, lastAt] = await retryLocked(() =>
    kv.getMany<[Deno.KvU64, string]>([REVIEWS_HELD_COUNT_KEY, REVIEWS_HELD_AT_KEY])
  );
  return count.value && lastAt.value ? { count: Number(count.value.value), lastAt: lastAt.value } : null;
}
