/**
 * What a reader keeps on this device, in localStorage: the ingredients and
 * steps ticked off per recipe, and the saved recipes listed at /guardadas.
 * Storage that is full or blocked is ignored (nothing is remembered).
 */

/** Ticked ingredient and step indexes of one recipe. */
export interface RecipeProgress {
  ingredients: number[];
  steps: number[];
}

/** A recipe saved on the device. */
export interface SavedRecipe {
  path: string;
  title: string;
  image: string;
  savedAt: string;
}

/** localStorage key of the saved recipes. */
export const SAVED_KEY = "recetas:guardadas";

/** localStorage key of a recipe's ticked items. */
export function progressKey(postId: string): string {
  return `recetas:progreso:${postId}`;
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) as T : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // full or blocked storage: nothing is remembered
  }
}

/** The ticked items of a recipe (none when never stored). */
export function loadProgress(postId: string): RecipeProgress {
  const value = read<Partial<RecipeProgress>>(progressKey(postId), {});
  const list = (v: unknown) => Array.isArray(v) ? v : [];
  return { ingredients: list(value.ingredients), steps: list(value.steps) };
}

/** Stores the ticked items of a recipe. */
export function saveProgress(postId: string, progress: RecipeProgress): void {
  write(progressKey(postId), progress);
}

/** The saved recipes, newest first. */
export function loadSaved(): SavedRecipe[] {
  const list = read<unknown>(SAVED_KEY, []);
  return Array.isArray(list)
    ? list.filter((r): r is SavedRecipe => typeof r?.path === "string" && typeof r?.title === "string")
    : [];
}

/** Adds (or, with `saved` false, removes) a recipe; returns the new list. */
export function setSaved(recipe: Omit<SavedRecipe, "savedAt">, saved: boolean): SavedRecipe[] {
  const others = loadSaved().filter((r) => r.path !== recipe.path);
  const next = saved ? [{ ...recipe, savedAt: new Date().toISOString() }, ...others] : others;
  write(SAVED_KEY, next);
  return next;
}
