/**
 * "Más recetas con …": after the recipe card, a link per main ingredient that other recipes share
 * (`lib/site/ingredient_links.ts`) to the search of the recipes that have it (`/search?con=…`, the ingredient
 * filter). Plain server HTML: no script.
 */

/** The search of the recipes with `ingredient`. */
export function ingredientSearchHref(ingredient: string): string {
  return `/search?${new URLSearchParams({ con: ingredient })}`;
}

/** Renders the links to `words`, or nothing without any. */
export function IngredientLinks({ words }: { words: readonly string[] }) {
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
