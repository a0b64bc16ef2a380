/** Sends the review form as JSON; the ReviewForm island imports it on first send, keeping it out of the first load. */
import { postJson } from "./post_json.ts";

/** The outcome of {@link sendReview}. */
export interface ReviewSent {
  ok: boolean;
  /** The form's fields as sent (stars as a number). */
  body: Record<string, unknown>;
  /** The first error of each rejected field. */
  errors: Record<string, string>;
  /** The server refused the form's stamp (expired or used): a fresh one is needed. */
  stampRejected: boolean;
  /** The server's words for the outcome, when it sent any. */
  text: string | null;
}

/** Posts `form` to the reviews endpoint of `postId`; rejects only when the network fails. */
export async function sendReview(postId: string, form: HTMLFormElement): Promise<ReviewSent> {
  const body: Record<string, unknown> = Object.fromEntries(new FormData(form));
  if (body.stars) body.stars = Number(body.stars);
  const { ok, data } = await postJson(`/api/posts/${postId}/reviews`, body);
  const fields: Record<string, string[]> = data?.fields ?? {};
  return {
    ok,
    body,
    errors: Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list[0]])),
    stampRejected: !!fields.stamp,
    text: data?.message ?? fields.stamp?.[0] ?? data?.error ?? null,
  };
}
