/**
 * Saving posts from editors, scripts and imports: the one place where post payloads are parsed (zod), HTML is
 * sanitised, headings get anchor ids, a slug change asks for a redirect from the old address (written with the post),
 * a schedule must lie ahead of the caller's clock (a route passes its request's, `c.var.now`) and wakes the
 * publisher. Routes and the seed call these, never the repository directly, for writes that carry content.
 */
import { addHeadingIds } from "../content/headings.ts";
import { sanitizePostHtml } from "../content/sanitize.ts";
import { createPost, type PostResult, type PostTimes, type PostUpdateExtras, updatePost } from "../db/posts.ts";
import { ValidationError } from "../errors.ts";
import {
  type PostAuthor,
  PostCreateSchema,
  PostPatchSchema,
  SCHEDULE_IN_PAST,
  scheduleInPast,
} from "../schemas/post.ts";

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
  const result = await createPost(kv, PostCreateSchema.parse(await prepareContent(input)), author, times);
  return result;
}

/**
 * Updates a post from untrusted input, checking `expectedVersionstamp` when given, and its author when `author`
 * says so (`lib/services/post_author.ts`). When the slug changes, the old path redirects (301) to the new one: the
 * redirect is written in the post's own atomic operation. A `scheduled_at` must lie ahead of `now` (epoch
 * milliseconds).
 */
export async function updatePostFromInput(
  kv: Deno.Kv,
  id: string,
  input: Record<string, unknown>,
  expectedVersionstamp?: string | null,
  author?: PostUpdateExtras["author"],
  now: number = Date.now(),
): Promise<PostResult> {
  assertScheduleAhead(input, now);
  const patch = PostPatchSchema.parse(await prepareContent(input));
  const result = await updatePost(kv, id, patch, expectedVersionstamp, { author, redirectOldSlug: true });
  return result;
}
