/**
 * The editor's tag input: what typed text adds to a post's tags. Text is split on commas, each part tidied and
 * checked by the shared rules (`lib/shared/tags.ts`); a tag the post already has (same address form) is not added
 * again, and nothing goes past the 20 a post may carry.
 */
import { MAX_POST_TAGS, tagProblem, tagSlug, tidyTag } from "../shared/tags.ts";

/** Message when a post already has as many tags as it may. */
export const TOO_MANY_TAGS = `A post can have at most ${MAX_POST_TAGS} tags`;

/** What adding some text gave: the new list, the tags added, and why some text was not added (or null). */
export interface TagsAdded {
  tags: string[];
  added: string[];
  error: string | null;
}

/** Adds every comma-separated part of `text` to `tags`, in order. */
export function addTags(tags: readonly string[], text: string): TagsAdded {
  const out = [...tags];
  const added: string[] = [];
  let error: string | null = null;
  for (const part of text.split(",").map(tidyTag).filter(Boolean)) {
    const problem = tagProblem(part);
    if (problem) {
      error ??= `"${part}": ${problem}`;
      continue;
    }
    const existing = out.find((tag) => tagSlug(tag) === tagSlug(part));
    if (existing) {
      error ??= `"${existing}" is already a tag of this post`;
      continue;
    }
    if (out.length >= MAX_POST_TAGS) {
      error ??= TOO_MANY_TAGS;
      break;
    }
    out.push(part);
    added.push(part);
  }
  return { tags: out, added, error };
}
