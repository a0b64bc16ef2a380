/** The summary line of a post: its own excerpt, or the start of its text. */
import { htmlToText } from "../text/html_text.ts";

/** Length of the fallback excerpt, in characters. */
export const FALLBACK_EXCERPT_LENGTH = 120;

/** The post's excerpt, or else the first 120 characters of its content with the tags stripped. */
export function postExcerpt(post: { excerpt: string; content?: string }): string {
  const own = post.excerpt.trim();
  if (own) return own;
  return [...htmlToText(post.content ?? "")].slice(0, FALLBACK_EXCERPT_LENGTH).join("").trim();
}
