/** What the post page shows of its reviews: the asked page of approved ones, a fresh form stamp, a form outcome. */
import type { AppContext } from "../app_env.ts";
import { listApprovedReviews, type PublicReviewPage } from "../db/reviews.ts";
import { NotFoundError } from "../errors.ts";
import { issueFormStamp } from "./form_stamp.ts";
import {
  outcomeMessage,
  parseOutcome,
  parseReviewPage,
  REVIEW_OUTCOME_PARAM,
  REVIEW_PAGE_PARAM,
} from "./review_paths.ts";

/** The reviews part of the post page. */
export interface PostReviews {
  list: PublicReviewPage;
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
    list,
    stamp: await issueFormStamp(c.var.kv),
    notice: outcome ? { text: outcomeMessage(outcome, isRecipe), ok: outcome === "enviada" } : null,
  };
}
