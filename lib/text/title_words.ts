/** Matching typed words against titles: case and accents ignored, each typed word beginning a word of the title. */
import { normalizeForSearch } from "./slug.ts";

/** The distinct folded words of `text` ("Plátanos maduros" → ["platanos", "maduros"]). */
export function searchWords(text: string): string[] {
  return [...new Set(normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** True when every one of `words` begins a word of `title` (both folded by {@link searchWords}). */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const titleWords = searchWords(title);
  return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}
