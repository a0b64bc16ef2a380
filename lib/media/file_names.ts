/**
 * Names of stored uploads: the slug of the alt text or title (at most 100
 * characters), or a timestamp when there is no usable text, plus the
 * extension; a numeric suffix (`-2`, `-3`, …) when the name is taken.
 */
import { slugify } from "../text/slug.ts";

/** Longest name part before the extension and any clash suffix. */
export const MAX_NAME_LENGTH = 100;

/** Base file name (no extension) from `text`, or the timestamp `now` when `text` has no letters or digits. */
export function baseFileName(text: string | null | undefined, now = Date.now()): string {
  const slug = slugify(text ?? "").slice(0, MAX_NAME_LENGTH).replace(/-+$/, "");
  return slug || String(now);
}

/** The `attempt`-th candidate key (1 is the plain name, then `-2`, `-3`, …). */
export function candidateKey(folder: string, base: string, ext: string, attempt: number): string {
  return `${folder}/${attempt === 1 ? base : `${base}-${attempt}`}.${ext}`;
}
