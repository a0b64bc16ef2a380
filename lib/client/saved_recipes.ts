/**
 * Recipes a reader saved on this device for /guardadas, in localStorage. The
 * recipe card loads this module on first use, so it costs the recipe page
 * nothing until then.
 */
import { readStored, writeStored } from "./local_store.ts";

/** A recipe saved on the device. */
export interface SavedRecipe {
  path: string;
  title: string;
  image: string;
  savedAt: string;
}

/** localStorage key of the saved recipes. */
export const SAVED_KEY = "recetas:guardadas";

/** The saved recipes, newest first. */
export function loadSaved(): SavedRecipe[] {
  const list = readStored<unknown>(SAVED_KEY, []);
  return Array.isArray(list)
    ? list.filter((r): r is SavedRecipe => typeof r?.path === "string" && typeof r?.title === "string")
    : [];
}

/** Adds (or, with `saved` false, removes) a recipe; returns the new list. */
export function setSaved(recipe: Omit<SavedRecipe, "savedAt">, saved: boolean): SavedRecipe[] {
  const others = loadSaved().filter((r) => r.path !== recipe.path);
  const next = saved ? [{ ...recipe, savedAt: new Date().toISOString() }, ...others] : others;
  writeStored(SAVED_KEY, next);
  return next;
}
