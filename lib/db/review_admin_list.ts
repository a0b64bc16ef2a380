/**
 * The moderation list: reviews of one status (or all), newest first, searched
 * by name, e-mail or text, a page at a time, with the counts of every status.
 * Search reads the status's reviews until the page is full (moderation lists
 * are small; the newest {@link SEARCH_SCAN_LIMIT} are searched).
 */
import { getManyBatched } from "./batched_get.ts";
import { retryLocked } from "./kv.ts";
import { reviewKey, REVIEWS_BY_DATE_PREFIX, REVIEWS_BY_STATUS_PREFIX } from "./review_keys.ts";
import { getReviewCounts, listPostReviews } from "./reviews.ts";
import type { AdminReviewPage, Review, ReviewFilter } from "../schemas/review.ts";

/** Reviews per page of the moderation list. */
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** Most reviews a search looks through. */
export const SEARCH_SCAN_LIMIT = 5000;

async function idsOf(kv: Deno.Kv, status: ReviewFilter, limit: number): Promise<string[]> {
  const prefix = status === "all" ? REVIEWS_BY_DATE_PREFIX : [...REVIEWS_BY_STATUS_PREFIX, status];
  return await retryLocked(async () => {
    const ids: string[] = [];
    for await (const entry of kv.list({ prefix }, { reverse: true, limit })) ids.push(entry.key.at(-1) as string);
    return ids;
  });
}

function matches(review: Review, words: string[]): boolean {
  const haystack = `${review.name}\n${review.email ?? ""}\n${review.text}\n${review.reply?.text ?? ""}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Page `page` of the reviews with `status` (or all) matching `q`, of one post when `post_id` is given. */
export async function listReviewsForModeration(
  kv: Deno.Kv,
  { status, q, page = 1, post_id }: { status: ReviewFilter; q?: string; page?: number; post_id?: string },
): Promise<AdminReviewPage> {
  const counts = await getReviewCounts(kv);
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const start = (page - 1) * ADMIN_REVIEWS_PER_PAGE;
  let reviews: Review[];
  let total: number;
  if (post_id) {
    const found = (await listPostReviews(kv, post_id)).reverse()
      .filter((review) => (status === "all" || review.status === status) && matches(review, words));
    total = found.length;
    reviews = found.slice(start, start + ADMIN_REVIEWS_PER_PAGE);
  } else if (!words.length) {
    total = status === "all" ? counts.pending + counts.approved + counts.spam : counts[status];
    const ids = (await idsOf(kv, status, start + ADMIN_REVIEWS_PER_PAGE)).slice(start);
    reviews = (await getManyBatched<Review>(kv, ids.map(reviewKey))).flatMap((e) => e.value ? [e.value] : []);
  } else {
    const ids = await idsOf(kv, status, SEARCH_SCAN_LIMIT);
    const all = (await getManyBatched<Review>(kv, ids.map(reviewKey))).flatMap((e) => e.value ? [e.value] : []);
    const found = all.filter((review) => matches(review, words));
    total = found.length;
    reviews = found.slice(start, start + ADMIN_REVIEWS_PER_PAGE);
  }
  return { reviews, total, page, pages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PER_PAGE)), counts };
}
