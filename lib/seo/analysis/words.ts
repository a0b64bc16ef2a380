/**
 * Spanish words for matching: lower case without accents, split into words,
 * and reduced by a light plural rule so 'frijoles' meets 'frijol', 'postres'
 * meets 'postre' and 'luces' meets 'luz'. Dependency-free.
 */

/** Lower case with accents and diaeresis removed ('Pollo Asado' → 'pollo asado'). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** The words of `text` as written (letters and digits, apostrophes and inner hyphens excluded). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * One folded word reduced to a stem shared by its singular and plural: a final
 * 's' goes, then a final 'e' after a consonant, and a final 'z' reads as 'c'.
 */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length > 3 && w.endsWith("s")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e") && !/[aeiou]/.test(w[w.length - 2])) w = w.slice(0, -1);
  if (w.endsWith("z")) w = `${w.slice(0, -1)}c`;
  return w;
}

/** The stems of every word of `text`. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** How many times the stem sequence `phrase` occurs in `haystack` (both from {@link stems}). */
export function countPhrase(haystack: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + phrase.length <= haystack.length; i++) {
    if (phrase.every((part, j) => haystack[i + j] === part)) count++;
  }
  return count;
}

/** True when the phrase `keyword` occurs in `text`, ignoring case, accents and plurals. */
export function containsPhrase(text: string, keyword: string): boolean {
  return countPhrase(stems(text), stems(keyword)) > 0;
}
