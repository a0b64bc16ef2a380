/**
 * Search terms of Spanish text: lower case, accents removed ("Plátano" → "platano", and ñ is n, as on a keyboard
 * without it), split on anything but letters and digits, spelt as the word sounds in Latin American Spanish
 * ({@link soundKey}: "pollo" and "poyo", "vieja" and "bieja", "yuca" and "yuka" meet), then a light Spanish stemmer
 * that folds gender and plural ("frijoles" → "frijol", "tomates" → "tomat"), so a query and the text it should find
 * meet on the same term however the reader spelt it. {@link exactTerm} keeps the spelling, so an exact word can rank
 * above one that only sounds the same.
 */
import { stripAccents } from "../text/slug.ts";

/** Words of a text in their folded form (lower case, no accents), in order. */
export function foldedWords(text: string): string[] {
  return stripAccents(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/**
 * Light Spanish stem of a folded word, not spelt by sound (the media library's): a plural -ces after a vowel made -z
 * ("nueces" → "nuez"), then gender and plural folded off ({@link soundStem}).
 */
export function spanishStem(word: string): string {
  return soundStem(word.replace(/([aeiou])ces$/, "$1z"));
}

/** The search term of one word as the tokenizer gave it (folded and stemmed), null for a stop word. */
export function searchTerm(word: string): string | null {
  return foldedTerm(stripAccents(word).toLowerCase());
}

/**
 * The search term of a word already folded by {@link foldedWords}: a plural -ces after a vowel made -z ("nueces" →
 * "nuez"), spelt by sound, stemmed ({@link soundStem}); null for a stop word or "".
 */
export function foldedTerm(folded: string): string | null {
  let term = knownTerms.get(folded);
  if (term !== undefined) return term;
  term = folded && !STOP_WORDS.has(folded) ? soundStem(soundKey(folded.replace(/([aeiou])ces$/, "$1z"))) : null;
  if (knownTerms.size >= KNOWN_TERMS) knownTerms.clear();
  knownTerms.set(folded, term);
  return term;
}

/** Most words whose terms are remembered (a site's vocabulary; indexing meets each word many times). */
const KNOWN_TERMS = 100_000;
const knownTerms = new Map<string, string | null>();

/** The term of a folded word as written (stemmed, not spelt by sound), marked so it never meets a sound term. */
export function exactTerm(folded: string): string | null {
  return folded && !STOP_WORDS.has(folded) ? `=${soundStem(folded)}` : null;
}

/**
 * Gender and plural folded off a word: an -s after a vowel goes, then a final -o, -a or -e of a word of 4 letters
 * or more ("poyos" → "poyo" → "poy", "frijoles" → "frijol", "ajos" → "ajo").
 */
export function soundStem(word: string): string {
  const singular = word.length >= 4 && /[aeiou]s$/.test(word) ? word.slice(0, -1) : word;
  return singular.length >= 4 && /[aeo]$/.test(singular) ? singular.slice(0, -1) : singular;
}

/**
 * Rewrites that make a folded word's letters follow its sound, in order: "ch" kept apart (as "ç") before the silent
 * h goes; g before e/i sounds j, then "gu" before e/i is a hard g; c before e/i, z and s sound alike (s; a final z
 * stays, so it is never taken for a plural); "qu" before e/i, c elsewhere and k sound alike (k); b and v (b); ll and
 * y (y); a doubled letter is one ("arroz", "aroz").
 */
export const SOUND_RULES: readonly [RegExp, string][] = [
  [/ch/g, "ç"],
  [/h/g, ""],
  [/g(?=[ei])/g, "j"],
  [/gu(?=[ei])/g, "g"],
  [/qu(?=[ei])/g, "k"],
  [/c(?=[ei])/g, "s"],
  [/[cq]/g, "k"],
  [/z(?!$)/g, "s"],
  [/v/g, "b"],
  [/ll/g, "y"],
  [/([a-zç])\1+/g, "$1"],
];

/** A folded word spelt as it sounds ({@link SOUND_RULES}): "picadillo" and "picadiyo" both give "pikadiyo". */
export function soundKey(folded: string): string {
  let word = folded;
  for (const [pattern, replacement] of SOUND_RULES) word = word.replace(pattern, replacement);
  return word;
}

/** Words too common to search by (articles, prepositions, conjunctions), in folded form. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a al con de del el en la las lo los o para por que se sin su sus u un una unas unos y e".split(" "),
);

/** The index terms of a text: folded words without stop words, spelt by sound, stemmed. */
export function indexTerms(text: string): string[] {
  return foldedWords(text).map(foldedTerm).filter((term): term is string => term !== null);
}
