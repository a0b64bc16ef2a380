/**
 * Number agreement of an ingredient line's notes with its scaled noun: when "1 cebolla grande, cortada" becomes
 * two, the participles and adjectives that open the note follow it ("2 cebollas grandes, cortadas"), and back.
 * Only words whose plural the code is sure of change (participles in -ado/-ido, -ada/-ida and the irregular
 * ones, and sizes); a note starting with anything else is left as written. Dependency-free (used in the browser).
 */

/** Participles and adjectives that agree with the ingredient, besides the regular -ado/-ido forms. */
const AGREEING = new Set(
  ("frito hecho abierto cubierto roto pelado grande mediano pequeño maduro entero fresco congelado " +
    "tierno verde blanco rojo negro amarillo limpio seco crudo caliente frío tibio dulce fino grueso").split(" "),
);
/** Words the opening of a note may continue with: "pelada y picada", "finamente picada". */
const JOINERS = new Set(["y", "e", "o", "u"]);

const GENDERED = /^(\p{L}+?)([oa])(s?)$/u;

/** The dictionary form (masculine singular) of a word that agrees, or null. */
function agreeingStem(word: string): { stem: string; vowel: string; plural: boolean } | null {
  const lower = word.toLowerCase();
  const gendered = lower.match(GENDERED);
  if (gendered) {
    const [, stem, vowel, s] = gendered;
    if (/(ad|id)$/.test(stem) || AGREEING.has(`${stem}o`)) return { stem, vowel, plural: s === "s" };
  }
  const invariable = lower.endsWith("es") && AGREEING.has(lower.slice(0, -1))
    ? { stem: lower.slice(0, -1), plural: true }
    : AGREEING.has(lower) && !lower.endsWith("o")
    ? { stem: lower, plural: false }
    : null;
  return invariable ? { stem: invariable.stem, vowel: "", plural: invariable.plural } : null;
}

/** `word` in the singular or plural (case of its first letter kept), or null when it is not a word that agrees. */
export function agreeWord(word: string, plural: boolean): string | null {
  const found = agreeingStem(word);
  if (!found) return null;
  const base = found.vowel ? `${found.stem}${found.vowel}` : found.stem;
  const out = plural ? `${base}s` : base;
  return word[0] === word[0].toUpperCase() ? out[0].toUpperCase() + out.slice(1) : out;
}

/**
 * `tail` (what follows the noun phrase of a line) with the agreeing words that open its notes, after a comma,
 * put in the singular or plural: ", cortada en tiras" → ", cortadas en tiras"; ", pelada y picada" →
 * ", peladas y picadas". Words after the first that does not agree stay as written.
 */
export function agreeNotes(tail: string, plural: boolean): string {
  return tail.replace(/,(\s*)([^,]*)/gu, (_all, space: string, note: string) => {
    const parts = note.split(/(\s+)/);
    for (let i = 0; i < parts.length; i += 2) {
      const word = parts[i];
      if (!word) continue;
      const lower = word.toLowerCase();
      if (JOINERS.has(lower) || lower.endsWith("mente")) continue;
      const agreed = agreeWord(word, plural);
      if (agreed === null) break;
      parts[i] = agreed;
    }
    return `,${space}${parts.join("")}`;
  });
}
