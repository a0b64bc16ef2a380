/**
 * Slug normalisation in the editor: lower case, accents removed, runs of
 * anything but letters and digits become one hyphen, edge hyphens trimmed
 * (`slugify`). While typing, a trailing hyphen is kept so the next word can follow.
 */
import { slugify } from "../text/slug.ts";

export { slugify };

/** The slug as typed by hand: normalised, keeping one trailing hyphen. */
export function slugWhileTyping(value: string): string {
  const normalised = slugify(value);
  return /[^\p{L}\p{N}]$/u.test(value) && normalised ? `${normalised}-` : normalised;
}
