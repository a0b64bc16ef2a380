/** The recipes saved on this device ('Guardar' on a recipe), read from localStorage, each with a remove button. */
import { useEffect, useState } from "preact/hooks";
import { loadSaved, type SavedRecipe, setSaved } from "@/lib/client/saved_recipes.ts";

/** Shown when nothing is saved. */
export const NO_SAVED_TEXT = "Todavía no has guardado recetas. Pulsa 'Guardar' en una receta para tenerla aquí.";

export default function SavedRecipes() {
  const [saved, setSavedList] = useState<SavedRecipe[] | null>(null);
  useEffect(() => setSavedList(loadSaved()), []);
  if (saved === null) return <p class="saved-recipes__loading">Cargando tus recetas guardadas...</p>;
  if (saved.length === 0) return <p class="empty-state">{NO_SAVED_TEXT}</p>;
  return (
    <ul class="saved-recipes__list">
      {saved.map((recipe) => (
        <li key={recipe.path} class="saved-recipes__item">
          <a href={recipe.path}>{recipe.title}</a>
          <button
            type="button"
            class="button button--secondary"
            aria-label={`Quitar ${recipe.title}`}
            onClick={() => setSavedList(setSaved(recipe, false))}
          >
            Quitar
          </button>
        </li>
      ))}
    </ul>
  );
}
