/**
 * "Más recetas con …": after the recipe card, a link per main ingredient of the recipe to the search of the recipes
 * that have it too (`/search?con=…`, the ingredient filter). Plain server HTML: no script.
 */
import { mainIngredient } from "@/lib/site/ingredient_words.ts";
import { searchTerm } from "@/lib/search/spanish_terms.ts";

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

/** The search of the recipes with `ingredient`. */
export function ingredientSearchHref(ingredient: string): string {
  return `/search?${new URLSearchParams({ con: ingredient })}`;
}

/** Renders the links, or nothing when no line names a main ingredient. */
export function IngredientLinks({ ingredients }: { ingredients: readonly string[] }) {
  const words = linkedIngredients(ingredients);
  if (!words.length) return null;
  return (
    <nav class="recipe-more" aria-labelledby="recetas-con">
      <p id="recetas-con" class="recipe-more__title">Más recetas con</p>
      <ul class="recipe-more__list">
        {words.map((word) => (
          <li key={word}>
            <a class="chip" href={ingredientSearchHref(word)}>{word}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
