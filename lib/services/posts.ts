/**
 * Saving posts from editors, scripts and imports: the one place where post
 * HTML is sanitised, headings get anchor ids, a slug change leaves a
 * redirect from the old address, a schedule must lie ahead of the caller's clock (a route passes its request's,
 * `c.var.now`) and wakes the publisher. Routes and the seed call these, never the repository directly, for writes
 * that carry content.
 */
import { addHeadingIds } from "../content/headings.ts";
import { sanitizePostHtml } from "../content/sanitize.ts";
import { createPost, getPost, type PostResult, type PostTimes, updatePost } from "../db/posts.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { createAutoRedirectForSlugChange } from "../db/redirects.ts";
import { getSettings } from "../db/settings.ts";
import { type PostAuthor, type PostAuthorChange, SCHEDULE_IN_PAST, scheduleInPast } from "../schemas/post.ts";
import { postPath } from "../shared/paths.ts";
import { scheduleSaved } from "./scheduled_publisher.ts";

/** Sanitises `content` and derives `headings` when the input carries content. */
export async function prepareContent<T extends Record<string, unknown>>(input: T): Promise<T> {
  if (typeof input.content !== "string") return input;
  const { html, headings } = addHeadingIds(await sanitizePostHtml(input.content));
  return { ...input, content: html, headings };
}

/** Refuses `input` when it schedules the post at or before `now` (epoch milliseconds): a 400 field error. */
function assertScheduleAhead(input: Record<string, unknown>, now: number): void {
  if (scheduleInPast(input.scheduled_at, now)) {
    throw new ValidationError("Invalid input", { scheduled_at: [SCHEDULE_IN_PAST] });
  }
}

/** Creates a post from untrusted input; a `scheduled_at` must lie ahead of `now` (epoch milliseconds). */
export async function savePostFromInput(
  kv: Deno.Kv,
  input: Record<string, unknown>,
  author: PostAuthor,
  times?: PostTimes,
  now: number = Date.now(),
): Promise<PostResult> {
  assertScheduleAhead(input, now);
  const result = await createPost(kv, await prepareContent(input), author, times);
  if (result.post.scheduled_at) scheduleSaved(kv, result.post.scheduled_at);
  return result;
}

/**
 * Updates a post from untrusted input, checking `expectedVersionstamp` when
 * given, and its author when `author` says so (`lib/services/post_author.ts`).
 * When the slug changes, the old path redirects (301) to the new one. A `scheduled_at` must lie ahead of
 * `now` (epoch milliseconds).
 */
export async function updatePostFromInput(
  kv: Deno.Kv,
  id: string,
  input: Record<string, unknown>,
  expectedVersionstamp?: string | null,
  author?: PostAuthorChange,
  now: number = Date.now(),
): Promise<PostResult> {
  assertScheduleAhead(input, now);
  const previous = (await getPost(kv, id))?.post;
  if (!previous) throw new NotFoundError("Post not found");
  const result = await updatePost(kv, id, await prepareContent(input), expectedVersionstamp, author);
  if (result.post.scheduled_at) scheduleSaved(kv, result.post.scheduled_at);
  if (previous.slug !== result.post.slug) {
    const { settings } = await getSettings(kv);
    await createAutoRedirectForSlugChange(
      kv,
      postPath(previous.slug, settings.post_base),
      postPath(result.post.slug, settings.post_base),
      id,
    );
  }
  return result;
}
