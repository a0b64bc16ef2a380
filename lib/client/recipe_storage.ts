/**
 * The ingredients and steps a reader ticked off per recipe, kept in
 * localStorage on this device (saved recipes live in `saved_recipes.ts`).
 */
import { readStored, writeStored } from "./local_store.ts";

/** Ticked ingredient and step indexes of one recipe. */
export interface RecipeProgress {
  ingredients: number[];
  steps: number[];
}

/** localStorage key of a recipe's ticked items. */
export function progressKey(postId: string): string {
  return `recetas:progreso:${postId}`;
}

/** The ticked items of a recipe (none when never stored). */
export function loadProgress(postId: string): RecipeProgress {
  const value = readStored<Partial<RecipeProgress>>(progressKey(postId), {});
  const list = (v: unknown) => Array.isArray(v) ? v : [];
  return { ingredients: list(value.ingredients), steps: list(value.steps) };
}

/** Stores the ticked items of a recipe. */
export function saveProgress(postId: string, progress: RecipeProgress): void {
  writeStored(progressKey(postId), progress);
}
