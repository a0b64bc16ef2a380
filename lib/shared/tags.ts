/**
 * A post's tags, the rules shared by the post schemas, the editor's tag input and the importer: at most 20 a post,
 * each 1 to 50 characters once trimmed (inner whitespace runs count as one space), without a comma (commas
 * separate tags), and with an address form (`tagSlug`, as in `/tag/<slug>`) that no other tag of the post has.
 * Imports nothing but the dependency-free slug module, so the browser may load it.
 */
import { slugify } from "../text/slug.ts";

/** Most tags one post may carry. */
export const MAX_POST_TAGS = 20;
/** Longest tag, in characters. */
export const MAX_TAG_LENGTH = 50;

/** The address form of a tag, `/tag/<slug>`: slugified like category slugs ("Arroz con Pollo" → "arroz-con-pollo"). */
export function tagSlug(tag: string): string {
  return slugify(tag);
}

/** A tag as stored: trimmed, each run of whitespace one space. */
export function tidyTag(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Why `tag` (tidied) cannot be a tag, or null when it can. */
export function tagProblem(tag: string): string | null {
  if (!tag) return "A tag cannot be empty";
  if (tag.length > MAX_TAG_LENGTH) return `Each tag must be at most ${MAX_TAG_LENGTH} characters`;
  if (tag.includes(",")) return "A tag cannot contain a comma (commas separate tags)";
  if (!tagSlug(tag)) return "A tag needs a letter from a to z or a digit";
  return null;
}

/** `tags` without those whose address form an earlier one has ("Yuca", "yúca": the first is kept). */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const slug = tagSlug(tag);
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}
