/**
 * Units found in Spanish ingredient lines: singular and plural forms, and
 * for those that convert, their size in millilitres or grams. Dependency-free.
 */
import { agreeWord } from "./agreement.ts";

/** A unit: spelled forms and, when it converts, its metric size. */
export interface Unit {
  id: string;
  singular: string;
  plural: string;
  /** Other spellings that mean the same unit. */
  aliases?: string[];
  /** Millilitres in one (volume units). */
  ml?: number;
  /** Grams in one (mass units). */
  g?: number;
  /** Metric units are written as decimals ("1,5 kg"), the rest with fractions ("1 ½ tazas"). */
  metric?: boolean;
  /** The US kitchen measures (cups, spoons, ounces, pounds). */
  us?: boolean;
  /** Pieces of the food itself ("2 dientes de ajo, machacados"): the notes agree with the unit's number. */
  counted?: boolean;
}

/** Every unit the scaler knows. */
export const UNITS: Unit[] = [
  { id: "g", singular: "g", plural: "g", aliases: ["gr", "gramo", "gramos"], g: 1, metric: true },
  {
    id: "kg",
    singular: "kg",
    plural: "kg",
    aliases: ["kilo", "kilos", "kilogramo", "kilogramos"],
    g: 1000,
    metric: true,
  },
  { id: "ml", singular: "ml", plural: "ml", aliases: ["mililitro", "mililitros"], ml: 1, metric: true },
  { id: "l", singular: "l", plural: "l", aliases: ["litro", "litros"], ml: 1000, metric: true },
  { id: "taza", singular: "taza", plural: "tazas", ml: 240, us: true },
  { id: "cucharada", singular: "cucharada", plural: "cucharadas", ml: 15, us: true },
  { id: "cucharadita", singular: "cucharadita", plural: "cucharaditas", ml: 5, us: true },
  { id: "oz", singular: "onza", plural: "onzas", aliases: ["oz"], g: 28.35, us: true },
  { id: "lb", singular: "libra", plural: "libras", aliases: ["lb", "lbs"], g: 453.6, us: true },
  { id: "pizca", singular: "pizca", plural: "pizcas" },
  { id: "diente", singular: "diente", plural: "dientes", counted: true },
  { id: "lata", singular: "lata", plural: "latas" },
  { id: "hoja", singular: "hoja", plural: "hojas", counted: true },
  { id: "rama", singular: "rama", plural: "ramas", counted: true },
  { id: "ramita", singular: "ramita", plural: "ramitas", counted: true },
  { id: "pieza", singular: "pieza", plural: "piezas", counted: true },
  { id: "unidad", singular: "unidad", plural: "unidades", counted: true },
  { id: "vaso", singular: "vaso", plural: "vasos" },
  { id: "chorro", singular: "chorro", plural: "chorros" },
  { id: "puñado", singular: "puñado", plural: "puñados" },
  { id: "rebanada", singular: "rebanada", plural: "rebanadas", counted: true },
];

const BY_FORM = new Map<string, Unit>();
for (const unit of UNITS) {
  for (const form of [unit.singular, unit.plural, ...(unit.aliases ?? [])]) BY_FORM.set(form, unit);
}

/** The unit spelled `word` (any case, a trailing dot allowed), or null. */
export function findUnit(word: string): Unit | null {
  return BY_FORM.get(word.toLowerCase().replace(/\.$/, "")) ?? null;
}

/** The form of `unit` for an amount: plural above 1. */
export function unitForm(unit: Unit, value: number): string {
  return value > 1 ? unit.plural : unit.singular;
}

/** Spanish plural of a word: vowel + s, otherwise + es (without the last syllable's written accent). */
export function pluralWord(word: string): string {
  if (/[sx]$/i.test(word)) return word;
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/[íú]$/i.test(word)) return `${word}es`;
  const plain = word.replace(
    /([áéíóú])([^aeiouáéíóú]*)$/i,
    (_, vowel: string, tail: string) => "aeiou"["áéíóú".indexOf(vowel.toLowerCase())] + tail,
  );
  return `${plain}es`;
}

/**
 * Spanish singular of a plural noun, for the endings it can undo with confidence: -os/-as → -o/-a, -ones → -ón,
 * -ines → -ín, -íes → -í, -ces → -z, -es after r, n, j or y → without -es, other -es → -e (tomates → tomate,
 * grandes → grande).
 * Anything else (already singular, invariable words) is returned as is.
 */
export function singularWord(word: string): string {
  if (/^[\p{L}]{1,3}$/u.test(word) || !/s$/i.test(word)) return word;
  if (/[aoáó]s$/i.test(word)) return word.slice(0, -1);
  if (/ones$/i.test(word)) return `${word.slice(0, -4)}ón`;
  if (/ines$/i.test(word)) return `${word.slice(0, -4)}ín`;
  if (/ces$/i.test(word)) return `${word.slice(0, -3)}z`;
  if (/(í|[rnjy])es$/i.test(word)) return word.slice(0, -2);
  if (/es$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Words that end a noun phrase: what follows them is not agreed ("1 pimiento sin semillas"). */
const PHRASE_END = new Set("de del con sin en para al a por".split(" "));

/**
 * Makes "cebolla grande" plural ("cebollas grandes"), or the other way round: the first (head) word, and the
 * adjectives and participles after it up to a preposition; a second noun of a compound stays as written
 * ("ají pimiento rojo grande" → "ajíes pimiento rojos grandes").
 */
export function nounPhrase(text: string, plural: boolean): string {
  const head = text.match(/^\p{L}+/u)?.[0];
  if (!head || head.toLowerCase() === "de") return text;
  const end = text.slice(head.length).search(/[^\p{L}\s]/u);
  const phrase = end < 0 ? text.slice(head.length) : text.slice(head.length, head.length + end);
  const words = phrase.split(/(\s+)/);
  for (let i = 2; i < words.length; i += 2) {
    if (PHRASE_END.has(words[i].toLowerCase())) break;
    words[i] = agreeWord(words[i], plural) ?? words[i];
  }
  return (plural ? pluralWord : singularWord)(head) + words.join("") + text.slice(head.length + phrase.length);
}
