/**
 * A reader's review or comment from the public form: the checks (stars on
 * recipes only and required there, the issue stamp, the honeypot) and the
 * stored record. A filled honeypot stores nothing but answers like a success;
 * a text with more than two links is stored as spam, and so is a review past a
 * full pending queue (of its post or of the site: held, with a notice on the
 * Reviews screen); anything else waits for approval. The review belongs to the
 * reader's voter id — or, for a reader without a vote of their own on the post,
 * to the voter whose vote their address cast there today — so its stars
 * replace that vote once approved.
 */
import { retryLocked } from "../db/kv.ts";
import { RATINGS_PREFIX } from "../db/ratings.ts";
import { addressDaySlot, type AddressVote } from "../db/rating_addresses.ts";
import { createReview } from "../db/reviews.ts";
import { type PendingLimits, queueFullFor } from "../db/review_queue.ts";
import { ValidationError } from "../errors.ts";
import type { Post } from "../schemas/post.ts";
import {
  countLinks,
  MAX_REVIEW_LINKS,
  type Review,
  REVIEW_HONEYPOT_FIELD,
  REVIEW_STAMP_FIELD,
  type ReviewForm,
} from "../schemas/review.ts";
import { hashAddress } from "./address_hash.ts";
import { checkFormStamp, type StampCheck } from "./form_stamp.ts";

/** Spanish message of a form sent too soon after it was issued. */
export const TOO_FAST_MESSAGE =
  "Has enviado el formulario demasiado rápido. Espera unos segundos e inténtalo de nuevo.";
/** Spanish message of a missing or forged stamp. */
export const BAD_STAMP_MESSAGE = "El formulario no es válido. Recarga la página e inténtalo de nuevo.";
/** Spanish message of a stamp issued for another post. */
export const OTHER_POST_MESSAGE = "Este formulario es de otra publicación. Recarga la página e inténtalo de nuevo.";
/** Spanish message of a stamp past its lifetime. */
export const EXPIRED_MESSAGE = "El formulario ha caducado. Recarga la página e inténtalo de nuevo.";

const STAMP_MESSAGES: Record<Exclude<StampCheck, "ok">, string> = {
  "invalid": BAD_STAMP_MESSAGE,
  "too-fast": TOO_FAST_MESSAGE,
  "other-post": OTHER_POST_MESSAGE,
  "expired": EXPIRED_MESSAGE,
};

/** Who sends the form. */
export interface ReviewSender {
  /** The voter cookie's id, when the reader has one. */
  voter: string | null;
  /** Creates the voter cookie (for a reader without one). */
  ensureVoter(): string;
  /** Client address, or null when unknown. */
  address: string | null;
}

function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(message, { [field]: [message] });
}

async function reviewVoter(kv: Deno.Kv, postId: string, sender: ReviewSender, now: number): Promise<string> {
  if (sender.voter) {
    const own = await retryLocked(() => kv.get([...RATINGS_PREFIX, postId, sender.voter!]));
    if (own.value) return sender.voter;
  }
  if (sender.address) {
    const slot = await addressDaySlot(postId, sender.address, now);
    const byAddress = await retryLocked(() => kv.get<AddressVote>(slot.key));
    if (byAddress.value) return byAddress.value.voter;
  }
  return sender.voter ?? sender.ensureVoter();
}

/** Checks and stores a review of `post` at `now`; null when the honeypot was filled (nothing stored). */
export async function submitReview(
  kv: Deno.Kv,
  post: Post,
  form: ReviewForm,
  sender: ReviewSender,
  rules: { now: number; pendingLimits: PendingLimits },
): Promise<Review | null> {
  const { now } = rules;
  const isRecipe = post.content_type === "recipe";
  if (isRecipe && !form.stars) throw fieldError("stars", "Elige de 1 a 5 estrellas");
  if (!isRecipe && form.stars) throw fieldError("stars", "Los comentarios no llevan estrellas");
  const stamp = await checkFormStamp(kv, form[REVIEW_STAMP_FIELD], post.id, now);
  if (stamp !== "ok") throw fieldError(REVIEW_STAMP_FIELD, STAMP_MESSAGES[stamp]);
  if (form[REVIEW_HONEYPOT_FIELD]?.trim()) return null;
  const voter = await reviewVoter(kv, post.id, sender, now);
  const spam = countLinks(`${form.name} ${form.text}`) > MAX_REVIEW_LINKS;
  const held = spam ? null : await queueFullFor(kv, post.id, rules.pendingLimits);
  return await createReview(kv, {
    post_id: post.id,
    name: form.name,
    ...(form.email ? { email: form.email } : {}),
    ...(form.stars ? { stars: form.stars } : {}),
    text: form.text,
    status: spam || held ? "spam" : "pending",
    ...(held ? { held } : {}),
    voter,
    ...(sender.address ? { ip_hash: await hashAddress(sender.address) } : {}),
  }, now);
}
