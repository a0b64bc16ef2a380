/**
 * Tags of an imported post within the site's rules (`lib/shared/tags.ts`): each once by its address form, up to 50
 * characters, no comma, at most 20 a post. What does not fit is left out with a note for the summary, never silently.
 */
import { MAX_POST_TAGS, MAX_TAG_LENGTH, tagProblem, tagSlug } from "../../../../lib/shared/tags.ts";
import { isPlainText } from "../../../../lib/schemas/text_fields.ts";
import { cleanText } from "./html.ts";

/** The tags to send with the post and a note naming those left out (null when all fit). */
export interface FittedTags {
  tags: string[];
  note: string | null;
}

/** `names` (HTML entities decoded, whitespace tidied) as the post's tags, in their order. */
export function fitTags(names: readonly string[]): FittedTags {
  const tags: string[] = [];
  const seen = new Set<string>();
  const left: string[] = [];
  for (const raw of names) {
    const name = cleanText(raw);
    const slug = tagSlug(name);
    if (!name || seen.has(slug)) continue;
    const fits = tagProblem(name) === null && isPlainText(name);
    if (!fits || tags.length >= MAX_POST_TAGS) {
      left.push(name);
      continue;
    }
    seen.add(slug);
    tags.push(name);
  }
  const note = left.length
    ? `tags left out (the site keeps ${MAX_POST_TAGS} a post of up to ${MAX_TAG_LENGTH} characters, without commas, ` +
      `with a letter or digit): ${left.map((name) => `"${name}"`).join(", ")}`
    : null;
  return { tags, note };
}
