/** Counts with their noun: "1 image", "2 images", "0 posts" (and Spanish: "1 receta", "3 recetas"). */

/** The noun for `count`: `singular` for exactly 1, else `plural` (default: `singular` + "s"). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** `count` followed by its noun in the right number: `pluralize(1, "image")` → "1 image", `pluralize(2, "category", "categories")` → "2 categories". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}
