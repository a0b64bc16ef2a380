/**
 * Saving posts from editors, scripts and imports: the one place where post
 * HTML is sanitised, headings get anchor ids, a slug change leaves a
 * redirect from the old address, and a schedule wakes the publisher. Routes and the seed call these, never the
 * repository directly, for writes that carry content.
 */
import { addHeadingIds } from "../content/headings.ts";
import { sanitizePostHtml } from "../content/sanitize.ts";
import { createPost, getPost, type PostResult, type PostTimes, updatePost } from "../db/posts.ts";
import { NotFoundError } from "../errors.ts";
import { createAutoRedirectForSlugChange } from "../db/redirects.ts";
import { getSettings } from "../db/settings.ts";
import type { PostAuthor, PostAuthorChange } from "../schemas/post.ts";
import { postPath } from "../shared/paths.ts";
import { scheduleSaved } from "./scheduled_publisher.ts";

/** Sanitises `content` and derives `headings` when the input carries content. */
export async function prepareContent<T extends Record<string, unknown>>(input: T): Promise<T> {
  if (typeof input.content !== "string") return input;
  const { html, headings } = addHeadingIds(await sanitizePostHtml(input.content));
  return { ...input, content: html, headings };
}

/** Creates a post from untrusted input. */
export async function savePostFromInput(
  kv: Deno.Kv,
  input: Record<string, unknown>,
  author: PostAuthor,
  times?: PostTimes,
): Promise<PostResult> {
  const result = await createPost(kv, await prepareContent(input), author, times);
  if (result.post.scheduled_at) scheduleSaved(kv, result.post.scheduled_at);
  return result;
}

/**
 * Updates a post from untrusted input, checking `expectedVersionstamp` when
 * given, and its author when `author` says so (`lib/services/post_author.ts`).
 * When the slug changes, the old path redirects (301) to the new one.
 */
export async function updatePostFromInput(
  kv: Deno.Kv,
  id: string,
  input: Record<string, unknown>,
  expectedVersionstamp?: string | null,
  author?: PostAuthorChange,
): Promise<PostResult> {
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
