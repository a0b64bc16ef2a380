/**
 * The ingredients a recipe links to ("Más recetas con …"): its main ingredients, once each, and only those that other
 * published posts name too, so no link leads to a search that finds the recipe alone. How many published posts name
 * each ingredient term is worked out once per content snapshot.
 */
import { indexTerms, searchTerm } from "../search/spanish_terms.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { mainIngredient } from "./ingredient_words.ts";

const termCounts = new WeakMap<ContentSnapshot, ReadonlyMap<string, number>>();

/** The main ingredients of `lines`, once each (plural and singular are one), in the recipe's order. */
export function linkedIngredients(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of lines) {
    const word = mainIngredient(line);
    const term = word && searchTerm(word);
    if (!word || !term || seen.has(term)) continue;
    seen.add(term);
    out.push(word);
  }
  return out;
}

/** How many published posts have each index term among their ingredients. */
function ingredientTermCounts(snapshot: ContentSnapshot): ReadonlyMap<string, number> {
  let counts = termCounts.get(snapshot);
  if (counts) return counts;
  const built = new Map<string, number>();
  for (const summary of snapshot.published) {
    const terms = new Set(snapshot.byId.get(summary.id)?.ingredients.flatMap(indexTerms));
    for (const term of terms) built.set(term, (built.get(term) ?? 0) + 1);
  }
  termCounts.set(snapshot, counts = built);
  return counts;
}

/** The main ingredients of `lines` that at least one other published post names among its ingredients. */
export function sharedIngredients(snapshot: ContentSnapshot, lines: readonly string[]): string[] {
  const counts = ingredientTermCounts(snapshot);
  return linkedIngredients(lines).filter((word) => indexTerms(word).every((term) => (counts.get(term) ?? 0) >= 2));
}
