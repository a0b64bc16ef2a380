/**
 * Readers' reviews (recipes) and comments (articles) of a published post.
 * GET /api/posts/{id}/reviews?resenas=N → `{ reviews, total, page, pages }`: approved ones, newest first, 10 a
 * page, without e-mail or voter.
 * POST /api/posts/{id}/reviews `{ name, email?, stars?, text, stamp, website? }` → 201 `{ ok, message }`; the review
 * waits for approval (`lib/site/review_submit.ts`: a stamp of this post, the honeypot, links and full queues → spam).
 * Limited per address (429 with Retry-After). A plain HTML form post is answered with a 303 back to the post,
 * `?resena=<outcome>#opiniones` (a full disk too: `sin-espacio`; a store too busy to write: `ocupado`).
 */
import { clientAddress } from "@/lib/auth/client_address.ts";
import { listApprovedReviews } from "@/lib/db/reviews.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { InsufficientStorageError, RateLimitError, StoreBusyError, ValidationError } from "@/lib/errors.ts";
import { logFullDisk } from "@/lib/http/error_handler.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { isFormRequest, readFormFields } from "@/lib/http/form_body.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { parseJson } from "@/lib/http/validate.ts";
import type { Post } from "@/lib/schemas/post.ts";
import { REVIEW_STAMP_FIELD, ReviewFormSchema } from "@/lib/schemas/review.ts";
import { reservePublicAttempt, REVIEW_RULE } from "@/lib/site/limits.ts";
import { postPath } from "@/lib/site/paths.ts";
import { publishedPost } from "@/lib/site/post_reviews.ts";
import {
  parseReviewPage,
  REVIEW_OUTCOME_PARAM,
  REVIEW_PAGE_PARAM,
  type ReviewOutcome,
  reviewThanks,
} from "@/lib/site/review_paths.ts";
import { EXPIRED_MESSAGE, submitReview, TOO_FAST_MESSAGE } from "@/lib/site/review_submit.ts";
import { ensureVoter, readVoter } from "@/lib/site/voter.ts";
import { ZodError } from "zod";
import { define } from "@/lib/define.ts";

async function receive(c: AppContext, post: Post, form: boolean): Promise<void> {
  const fields = form ? ReviewFormSchema.parse(await readFormFields(c)) : await parseJson(c, ReviewFormSchema);
  await reservePublicAttempt(c, c.var.kv, "review_address", REVIEW_RULE);
  await submitReview(c.var.kv, post, fields, {
    voter: readVoter(c),
    ensureVoter: () => ensureVoter(c),
    address: clientAddress(c),
  }, { now: c.var.now(), pendingLimits: c.var.config.reviewQueue });
}

const STAMP_OUTCOMES: Record<string, ReviewOutcome> = { [TOO_FAST_MESSAGE]: "rapido", [EXPIRED_MESSAGE]: "caducado" };

function outcomeOf(c: AppContext, error: unknown): ReviewOutcome {
  if (error instanceof RateLimitError) return "limite";
  if (error instanceof StoreBusyError) return "ocupado";
  if (error instanceof InsufficientStorageError) {
    logFullDisk(error, c.req.raw);
    return "sin-espacio";
  }
  const stampOutcome = error instanceof ValidationError && STAMP_OUTCOMES[error.fields[REVIEW_STAMP_FIELD]?.[0]];
  if (stampOutcome) return stampOutcome;
  if (error instanceof ValidationError || error instanceof ZodError) return "error";
  throw error;
}

export const handler = define.handlers({
  async GET(c) {
    const post = await publishedPost(c);
    const page = parseReviewPage(c.req.query(REVIEW_PAGE_PARAM));
    if (page === null) throw new ValidationError("Invalid page", { [REVIEW_PAGE_PARAM]: ["Página no válida"] });
    return c.json(await listApprovedReviews(c.var.kv, post.id, page), 200, { "Cache-Control": "no-store" });
  },
  async POST(c) {
    const post = await publishedPost(c);
    if (!isFormRequest(c)) {
      await receive(c, post, false);
      return c.json({ ok: true, message: reviewThanks(post.content_type === "recipe") }, 201, {
        "Cache-Control": "no-store",
      });
    }
    let outcome: ReviewOutcome = "enviada";
    try {
      await receive(c, post, true);
    } catch (error) {
      outcome = outcomeOf(c, error);
    }
    const { settings } = await getSettings(c.var.kv);
    const path = postPath(post.slug, settings.post_base);
    return redirectTo(c, `${path}?${REVIEW_OUTCOME_PARAM}=${outcome}#opiniones`, 303);
  },
});
