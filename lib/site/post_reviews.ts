/**
 * What the post page shows of its reviews: the asked page of approved ones, a page stamp for the form without script
 * (`form_stamp.ts`; the form with script fetches a fresh one), a form outcome. The page landed on after an expired
 * stamp is never cached, so the stamp it carries is new.
 */
import type { AppContext } from "../app_env.ts";
import { listApprovedReviews, type PublicReviewPage } from "../db/reviews.ts";
import { getPost } from "../db/posts.ts";
import { NotFoundError } from "../errors.ts";
import { routeParam } from "../http/params.ts";
import type { Post } from "../schemas/post.ts";
import { issueFormStamp } from "./form_stamp.ts";
import {
  outcomeMessage,
  parseOutcome,
  parseReviewPage,
  REVIEW_OUTCOME_PARAM,
  REVIEW_PAGE_PARAM,
} from "./review_paths.ts";

/** The published post of the path's `{id}` (the public reviews API), or a 404. */
export async function publishedPost(c: AppContext): Promise<Post> {
  const found = await getPost(c.var.kv, routeParam(c, "id"));
  if (!found || found.post.status !== "published") throw new NotFoundError("Post not found");
  return found.post;
}

/** The reviews part of the post page. */
export interface PostReviews {
  list: PublicReviewPage;
  /** Headers of the page: never cached when it carries the new stamp after an expired one. */
  headers: Record<string, string>;
  stamp: string;
  /** The outcome of a plain form post, worded, or null. */
  notice: { text: string; ok: boolean } | null;
}

/** Reads the reviews of the request's page (`?resenas=N`; a page that does not exist is a 404). */
export async function loadPostReviews(c: AppContext, postId: string, isRecipe: boolean): Promise<PostReviews> {
  const page = parseReviewPage(c.req.query(REVIEW_PAGE_PARAM));
  if (page === null) throw new NotFoundError();
  const list = await listApprovedReviews(c.var.kv, postId, page);
  if (page > list.pages) throw new NotFoundError();
  const outcome = parseOutcome(c.req.query(REVIEW_OUTCOME_PARAM));
  return {
    headers: outcome === "caducado" ? { "Cache-Control": "no-store" } : {},
    list,
    stamp: await issueFormStamp(c.var.kv, postId, c.var.now(), "page"),
    notice: outcome ? { text: outcomeMessage(outcome, isRecipe), ok: outcome === "enviada" } : null,
  };
}
