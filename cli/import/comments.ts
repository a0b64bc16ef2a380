/**
 * Readers' comments of an imported post sent as the site's reviews (`POST /api/admin/reviews`), each one a result of
 * kind "comment". A comment the post already holds (same name, date and text: the server refuses it with 409) is
 * skipped as already on the site; the dry run reads the post's reviews to predict the same. The comments of a post
 * that was not saved are skipped with that reason.
 */
import type { Api } from "../lib/api.ts";
import { ApiError, describeError } from "../lib/errors.ts";
import type { ImportComment, ImportResult } from "./types.ts";
import type { Review } from "../../lib/schemas/review.ts";

/** The reason of a comment skipped because the post already holds it. */
export const COMMENT_EXISTS_REASON = "already on the site";

const keyOf = (review: Pick<Review, "name" | "created_at" | "text">) =>
  `${review.name.trim()}\n${review.created_at}\n${review.text.trim()}`;

async function reviewKeysOf(api: Api, postId: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let page = 1;; page++) {
    const list = await api.get<{ reviews: Review[]; pages: number }>("/api/admin/reviews", {
      status: "all",
      post_id: postId,
      page,
    });
    for (const review of list.reviews) keys.add(keyOf(review));
    if (page >= list.pages) return keys;
  }
}

/**
 * Sends `comments` to the post `postId` (undefined when the post was not saved, or is new in a dry run: `isNew`).
 */
export async function importComments(
  api: Api,
  comments: ImportComment[],
  post: { id?: string; isNew: boolean; failed: boolean },
  dryRun: boolean,
): Promise<ImportResult[]> {
  const result = (comment: ImportComment, outcome: ImportResult["result"], reason?: string): ImportResult => ({
    label: comment.label,
    slug: "",
    kind: "comment",
    result: outcome,
    ...(reason ? { reason } : {}),
  });
  if (post.failed || (!post.id && !post.isNew)) {
    return comments.map((comment) => result(comment, "skipped", "its post was not imported"));
  }
  let known: Set<string>;
  try {
    known = post.id && !post.isNew ? await reviewKeysOf(api, post.id) : new Set();
  } catch (error) {
    return comments.map((comment) => result(comment, "failed", describeError(error)));
  }
  const results: ImportResult[] = [];
  for (const comment of comments) {
    const key = keyOf(comment);
    if (known.has(key)) {
      results.push(result(comment, "skipped", COMMENT_EXISTS_REASON));
      continue;
    }
    known.add(key);
    if (dryRun) {
      results.push(result(comment, "created"));
      continue;
    }
    const { label: _label, ...payload } = comment;
    try {
      await api.post("/api/admin/reviews", { ...payload, post_id: post.id });
      results.push(result(comment, "created"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        results.push(result(comment, "skipped", COMMENT_EXISTS_REASON));
      } else results.push(result(comment, "failed", describeError(error)));
    }
  }
  return results;
}
