/**
 * Readers' reviews in an export: `reviews.json`, each review with its post's slug, oldest first. Restoring adds them
 * through the admin API with their status, date and reply; a review already on the site (same post, date and name)
 * is skipped, so importing twice adds nothing.
 */
import type { Api } from "../lib/api.ts";
import { describeError } from "../lib/errors.ts";
import type { ExportReview, RestoreReport } from "./format.ts";
import type { Review } from "../../lib/schemas/review.ts";

/** Every review of the site, any status, newest first. */
async function listReviews(api: Api): Promise<Review[]> {
  const reviews: Review[] = [];
  for (let page = 1;; page++) {
    const list = await api.get<{ reviews: Review[]; pages: number }>("/api/admin/reviews", { status: "all", page });
    reviews.push(...list.reviews);
    if (page >= list.pages || list.reviews.length === 0) return reviews;
  }
}

/** The reviews of posts in `slugOfPost`, oldest first (reviews of posts that are gone are left out). */
export async function exportReviews(api: Api, slugOfPost: Map<string, string>): Promise<ExportReview[]> {
  return (await listReviews(api)).filter((r) => slugOfPost.has(r.post_id)).map((r) => ({
    post: slugOfPost.get(r.post_id)!,
    name: r.name,
    email: r.email ?? null,
    stars: r.stars ?? null,
    text: r.text,
    status: r.status,
    created_at: r.created_at,
    reply: r.reply ?? null,
  })).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.post.localeCompare(b.post));
}

/** Adds the reviews of `folder`/reviews.json to the site (posts must be restored first). */
export async function restoreReviews(
  api: Api,
  reviews: ExportReview[],
  report: RestoreReport,
  dryRun: boolean,
): Promise<void> {
  const count = (report.reviews ??= { created: 0, skipped: 0, failed: [] });
  if (!reviews.length) return;
  const existing = new Set((await listReviews(api)).map((r) => `${r.post_id}|${r.created_at}|${r.name}`));
  const postIds = new Map<string, string>();
  for (const review of reviews) {
    try {
      let postId = postIds.get(review.post);
      if (!postId) {
        postId = (await api.get<{ post: { id: string } }>(`/api/posts/slug/${encodeURIComponent(review.post)}`)).post
          .id;
        postIds.set(review.post, postId);
      }
      if (existing.has(`${postId}|${review.created_at}|${review.name}`)) {
        count.skipped++;
        continue;
      }
      if (!dryRun) {
        await api.post("/api/admin/reviews", {
          post_id: postId,
          name: review.name,
          text: review.text,
          status: review.status,
          created_at: review.created_at,
          ...(review.email ? { email: review.email } : {}),
          ...(review.stars ? { stars: review.stars } : {}),
          ...(review.reply ? { reply: review.reply } : {}),
        });
      }
      count.created++;
    } catch (error) {
      count.failed.push(`${review.post} (${review.name}): ${describeError(error)}`);
    }
  }
}
