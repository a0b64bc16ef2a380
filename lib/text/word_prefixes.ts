/** The word beginnings a name is listed under in a prefix index (the media name index, `lib/db/media_index.ts`). */
import { searchWords } from "./title_words.ts";

/** Longest word beginning indexed; longer query words use their first {@link MAX_PREFIX} letters and a text check. */
export const MAX_PREFIX = 10;

/** Most word beginnings one item is listed under; one with more is listed under {@link OVERFLOW_PREFIX}. */
export const MAX_PREFIXES_PER_ITEM = 120;

/** The beginning listing items with too many words; every search also checks these. */
export const OVERFLOW_PREFIX = "";

/** The distinct beginnings (1 to {@link MAX_PREFIX} letters) of the words of `text`. */
export function wordPrefixes(text: string): string[] {
  const prefixes = new Set<string>();
  for (const word of searchWords(text)) {
    const letters = [...word];
    for (let n = 1; n <= Math.min(MAX_PREFIX, letters.length); n++) prefixes.add(letters.slice(0, n).join(""));
  }
  return [...prefixes];
}

/** The beginnings `text` is listed under: its own, or {@link OVERFLOW_PREFIX} when there are more than `max`. */
export function indexedPrefixes(text: string, max = MAX_PREFIXES_PER_ITEM): string[] {
  const prefixes = wordPrefixes(text);
  return prefixes.length > max ? [OVERFLOW_PREFIX] : prefixes;
}
