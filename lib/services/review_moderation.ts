/**
 * Moderation of readers' reviews for the admin API and screen: a list page with each review's post, bulk actions,
 * and imports (approved comments brought from another blog).
 */
import { getPost } from "../db/posts.ts";
import { listReviewsForModeration } from "../db/review_admin_list.ts";
import { changeReview, createReview, deleteReview, listPostReviews, setReviewStatus } from "../db/reviews.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import type { z } from "zod";
import type {
  AdminReviewList,
  Review,
  ReviewBulkSchema,
  ReviewFilter,
  ReviewImportSchema,
  ReviewUpdateSchema,
} from "../schemas/review.ts";

/** The moderation list page for `query`, each review with its post's title (null when the post is gone). */
export async function moderationList(
  kv: Deno.Kv,
  query: { status: ReviewFilter; q?: string; page?: number; post_id?: string },
): Promise<AdminReviewList> {
  const page = await listReviewsForModeration(kv, query);
  const titles = new Map<string, string | null>();
  for (const id of new Set(page.reviews.map((r) => r.post_id))) {
    titles.set(id, (await getPost(kv, id))?.post.title ?? null);
  }
  return { ...page, reviews: page.reviews.map((r) => ({ ...r, post_title: titles.get(r.post_id) ?? null })) };
}

/** Runs a bulk action; ids of reviews that no longer exist are returned as `missing`. */
export async function bulkReviews(
  kv: Deno.Kv,
  { action, ids }: z.output<typeof ReviewBulkSchema>,
): Promise<{ done: number; missing: string[] }> {
  const missing: string[] = [];
  let done = 0;
  for (const id of new Set(ids)) {
    try {
      if (action === "delete") await deleteReview(kv, id);
      else await setReviewStatus(kv, id, action === "approve" ? "approved" : action);
      done++;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      missing.push(id);
    }
  }
  return { done, missing };
}

/** The reason of an import refused because the post already holds that review. */
export const REVIEW_EXISTS = "already on the site: the post has a review by this name with this date and text";

/**
 * Stores an imported review of an existing post (stars on recipes only). A review by the same name with the same
 * date and text on the same post is refused (409), so importing the same comments twice adds nothing.
 */
export async function importReview(kv: Deno.Kv, input: z.output<typeof ReviewImportSchema>): Promise<Review> {
  const found = await getPost(kv, input.post_id);
  if (!found) throw new ValidationError("Post not found", { post_id: ["Post not found"] });
  if (input.stars && found.post.content_type !== "recipe") {
    throw new ValidationError("Only recipes take stars", { stars: ["Only recipes take stars"] });
  }
  const { post_id, name, email, stars, text, status, created_at, reply } = input;
  if (created_at) {
    const date = new Date(created_at).toISOString();
    const twin = (await listPostReviews(kv, post_id))
      .some((review) => review.created_at === date && review.name === name && review.text === text);
    if (twin) throw new ConflictError(REVIEW_EXISTS);
  }
  return await createReview(kv, {
    post_id,
    name,
    text,
    status,
    voter: `import-${crypto.randomUUID()}`,
    ...(email ? { email } : {}),
    ...(stars ? { stars } : {}),
    ...(created_at ? { created_at: new Date(created_at).toISOString() } : {}),
    ...(reply ? { reply: { ...reply, created_at: new Date(reply.created_at).toISOString() } } : {}),
  });
}

/** Changes a review's status and/or the site's reply (written by `author`; an empty reply removes it). */
export async function updateReview(
  kv: Deno.Kv,
  id: string,
  { status, reply }: z.output<typeof ReviewUpdateSchema>,
  author: string,
): Promise<Review> {
  const now = new Date().toISOString();
  const review = await changeReview(kv, id, (stored) => {
    const next = { ...stored, ...(status ? { status } : {}) };
    if (reply === undefined) return next;
    const { reply: _old, ...rest } = next;
    return reply ? { ...rest, reply: { text: reply, author, created_at: now } } : rest;
  });
  return review!;
}
