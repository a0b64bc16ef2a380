/**
 * Spanish readability measures: sentences, syllables, the Fernández-Huerta
 * reading ease, transition words and the passive voice ('ser' + participle).
 */
import { fold, words } from "./words.ts";

/** The sentences of one text block: split after '.', '!', '?' or '…' and at line breaks. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\n+/).map((s) => s.trim()).filter((s) => words(s).length > 0);
}

const STRONG = "aeoáéíóú";
const VOWELS = "aeiouáéíóúü";

/** Syllables of one Spanish word: vowel groups, with two strong vowels (or an accented í/ú) apart. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/(?<=[qg])u(?=[eéií])/g, "");
  let count = 0;
  for (let i = 0; i < w.length; i++) {
    if (!VOWELS.includes(w[i])) continue;
    const previous = i > 0 ? w[i - 1] : "";
    if (!VOWELS.includes(previous) || (STRONG.includes(previous) && STRONG.includes(w[i]))) count++;
  }
  return Math.max(1, count);
}

/**
 * Fernández-Huerta reading ease of `text` (higher is easier; 60 and above reads
 * easily): 206.84 − 60 × syllables per word − 1.02 × words per sentence.
 */
export function readingEase(text: string): number {
  const all = text.split("\n").flatMap(sentences);
  const list = all.flatMap(words);
  if (list.length === 0) return 100;
  const syllableCount = list.reduce((sum, w) => sum + syllables(w), 0);
  return 206.84 - 60 * (syllableCount / list.length) - 1.02 * (list.length / all.length);
}

/** Spanish transition words and phrases, folded. */
export const TRANSITION_WORDS: readonly string[] = (
  "ademas, tambien, asimismo, incluso, por ejemplo, sin embargo, no obstante, en cambio, por otro lado, " +
  "por una parte, por lo tanto, por eso, por consiguiente, asi que, de modo que, de esta manera, " +
  "de este modo, ya que, dado que, puesto que, porque, aunque, a pesar de, primero, segundo, luego, " +
  "despues, entonces, mientras, mientras tanto, a continuacion, al principio, al final, finalmente, " +
  "por ultimo, por fin, en primer lugar, en resumen, en conclusion, en definitiva, es decir, de hecho, " +
  "sobre todo, en general, por supuesto, sin duda, igualmente"
).split(", ");

/** True when `sentence` holds a word or phrase of {@link TRANSITION_WORDS}. */
export function hasTransition(sentence: string): boolean {
  const padded = ` ${words(fold(sentence)).join(" ")} `;
  return TRANSITION_WORDS.some((t) => padded.includes(` ${t} `));
}

const SER = new Set(
  "ser es son fue fueron era eran sera seran sido sea sean fuera fueran seria serian siendo".split(" "),
);
const IRREGULAR_PARTICIPLES =
  /^(hech|escrit|puest|vist|dich|abiert|cubiert|frit|vuelt|rot|muert|resuelt|impres)[oa]s?$/;
const NOT_PARTICIPLES = new Set(
  ("nada cada vida comida bebida salida entrada medida lado helado ensalada estado pasado todo algo ido " +
    "sido").split(" "),
);

/** True when `sentence` has a form of 'ser' followed by a participle ('fue cocinado', 'son servidas'). */
export function isPassive(sentence: string): boolean {
  const list = words(fold(sentence));
  return list.some((w, i) => {
    const next = list[i + 1];
    if (!SER.has(w) || next === undefined || NOT_PARTICIPLES.has(next)) return false;
    return /^\p{L}{2,}(ad|id)[oa]s?$/u.test(next) || IRREGULAR_PARTICIPLES.test(next);
  });
}
