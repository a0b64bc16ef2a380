/**
 * The foods an ingredient line names, for telling which recipes are alike: "2 dientes de ajo" → ajo,
 * "500 g de carne de res, cortada" → carne, res. Amounts, measures, cuts and kitchen staples nearly every Cuban
 * dish uses (salt, oil, garlic, onion...) are left out, so two recipes only match on what makes them what they are.
 */
import { normalizeForSearch } from "../text/slug.ts";

/** Words that are measures, sizes, preparations or linking words, never a food. */
const NOT_FOODS = new Set([
  "de",
  "del",
  "la",
  "las",
  "el",
  "los",
  "y",
  "o",
  "en",
  "a",
  "al",
  "con",
  "sin",
  "para",
  "por",
  "un",
  "una",
  "unos",
  "unas",
  "gusto",
  "taza",
  "cucharada",
  "cucharadita",
  "cda",
  "cdta",
  "cdas",
  "cdtas",
  "pizca",
  "chorrito",
  "diente",
  "lata",
  "paquete",
  "rama",
  "ramita",
  "hoja",
  "trozo",
  "pedazo",
  "rodaja",
  "g",
  "kg",
  "gr",
  "ml",
  "l",
  "lb",
  "libra",
  "oz",
  "onza",
  "litro",
  "gramo",
  "grande",
  "mediano",
  "mediana",
  "pequeno",
  "pequena",
  "picado",
  "picada",
  "cortado",
  "cortada",
  "molido",
  "molida",
  "fresco",
  "fresca",
  "maduro",
  "madura",
  "entero",
  "entera",
  "opcional",
  "cubo",
  "tira",
  "fino",
  "fina",
  "jugo",
  "zumo",
  "medio",
  "media",
  "poco",
  "mas",
  "servir",
  "decorar",
  "hielo",
  "agua",
  "sal",
  "pimienta",
  "aceite",
  "oliva",
  "ajo",
  "cebolla",
  "azucar",
  "comino",
  "oregano",
  "laurel",
  "vegetal",
]);

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

/** Every food word of a recipe's ingredient lines. */
export function recipeFoods(lines: readonly string[]): Set<string> {
  return new Set(lines.flatMap(ingredientWords));
}
