/**
 * The foods an ingredient line names, for telling which recipes are alike: "2 dientes de ajo" → ajo,
 * "500 g de carne de res, cortada" → carne, res. Amounts, measures, cuts and kitchen staples nearly every Cuban
 * dish uses (salt, oil, garlic, onion...) are left out, so two recipes only match on what makes them what they are.
 */
import { normalizeForSearch } from "../text/slug.ts";

/** Words that are measures, sizes, preparations or linking words, never a food. */
const NOT_FOOD_WORDS = new Set(
  ("de del la las el los y o en a al con sin para por un una unos unas gusto taza cucharada cucharadita " +
    "cda cdta cdas cdtas pizca chorrito diente lata paquete rama ramita hoja trozo pedazo rodaja g kg gr " +
    "ml l lb libra oz onza litro gramo grande mediano mediana pequeno pequena picado picada cortado " +
    "cortada molido molida fresco fresca maduro madura entero entera opcional cubo tira fino fina jugo " +
    "zumo medio media poco mas servir decorar").split(" "),
);

/** Foods nearly every recipe uses or none is known by: no link leads to "more recipes" with them. */
const EVERYWHERE = ["hielo", "agua", "sal", "aceite", "oliva", "vegetal"];

/** Kitchen staples nearly every Cuban dish uses: alike recipes are not told by them. */
const STAPLES = [...EVERYWHERE, "pimienta", "ajo", "cebolla", "azucar", "comino", "oregano", "laurel"];

const NOT_FOODS = new Set([...NOT_FOOD_WORDS, ...STAPLES]);
const NOT_LINKED = new Set([...NOT_FOOD_WORDS, ...EVERYWHERE]);

/** A Spanish plural folded to its singular ("tomates" → "tomate", "frijoles" → "frijol", "limones" → "limon"). */
function singular(word: string): string {
  if (word.length > 4 && /(les|nes|res|des|ies)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The food words of one ingredient line (before its first comma or parenthesis), accents and plurals folded. */
export function ingredientWords(line: string): string[] {
  const head = line.split(/[,(]/)[0];
  return normalizeForSearch(head)
    .split(/[^a-z]+/)
    .map(singular)
    .filter((word) => word.length >= 3 && !NOT_FOODS.has(word));
}

/**
 * The ingredient a line is about, as written (lower case, accents kept): its first word that is neither an amount,
 * a measure, a preparation nor a linking word ("1 cucharadita de comino molido" → comino, "2 plátanos maduros" →
 * plátanos, "1 lb de carne de res" → carne), or null for a line about water, salt, oil or nothing known.
 */
export function mainIngredient(line: string): string | null {
  const head = line.split(/[,(]/)[0];
  for (const word of head.toLowerCase().split(/[^\p{L}]+/u)) {
    const folded = singular(normalizeForSearch(word));
    if (folded.length < 3 || NOT_FOOD_WORDS.has(folded)) continue;
    return NOT_LINKED.has(folded) ? null : word;
  }
  return null;
}

/** Every food word of a recipe's ingredient lines. */
export function recipeFoods(lines: readonly string[]): Set<string> {
  return new Set(lines.flatMap(ingredientWords));
}
