/** Matching typed words against titles: case and accents ignored, each typed word beginning a word of the title. */
import { normalizeForSearch } from "./slug.ts";

/** The distinct folded words of `text` ("Plátanos maduros" → ["platanos", "maduros"]). */
export function searchWords(text: string): string[] {
  return [...new Set(normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}
