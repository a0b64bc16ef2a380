/**
 * Search terms of Spanish text: lower case, accents removed ("Plátano" → "platano"), split on anything but letters
 * and digits, then a light Spanish stemmer that folds gender and plural ("frijoles" → "frijol", "tomates" → "tomat",
 * "nueces" → "nuez"), so a query and the text it should find meet on the same term.
 */
import { stripAccents } from "../text/slug.ts";

/** Words of a text in their folded form (lower case, no accents), in order. */
export function foldedWords(text: string): string[] {
  return stripAccents(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/**
 * Light Spanish stem of a folded word: words under 5 letters stay as they are; a final -o, -a or -e goes; a plural
 * -es/-as/-os goes, -ces becomes -z and -eses keeps its -es.
 */
export function spanishStem(word: string): string {
  const n = word.length;
  if (n < 5) return word;
  const last = word[n - 1];
  if (last === "o" || last === "a" || last === "e") return word.slice(0, -1);
  if (last === "s") {
    if (word.endsWith("eses")) return word.slice(0, -2);
    if (word.endsWith("ces")) return word.slice(0, -3) + "z";
    const before = word[n - 2];
    if (before === "o" || before === "a" || before === "e") return word.slice(0, -2);
  }
  return word;
}

/** The search term of one word as the tokenizer gave it (folded and stemmed), null for a stop word. */
export function searchTerm(word: string): string | null {
  return foldedTerm(stripAccents(word).toLowerCase());
}

/** The search term of a word already folded by {@link foldedWords} (stemmed), null for a stop word or "". */
export function foldedTerm(folded: string): string | null {
  return folded && !STOP_WORDS.has(folded) ? spanishStem(folded) : null;
}

/** Words too common to search by (articles, prepositions, conjunctions), in folded form. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a al con de del el en la las lo los o para por que se sin su sus u un una unas unos y e".split(" "),
);

/** The index terms of a text: folded words without stop words, stemmed. */
export function indexTerms(text: string): string[] {
  return foldedWords(text).filter((word) => !STOP_WORDS.has(word)).map(spanishStem);
}
