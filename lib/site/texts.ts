/** Spanish count phrases of the public pages (singular for exactly one). */

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 Receta" / "N Recetas" (category page). */
export function recipeCountText(count: number): string {
  return plural(count, "Receta", "Recetas");
}

/** "1 receta encontrada" / "N recetas encontradas" (search page). */
export function searchCountText(count: number): string {
  return plural(count, "receta encontrada", "recetas encontradas");
}

/** "1 categoría disponible" / "N categorías disponibles" (all-categories page). */
export function categoryCountText(count: number): string {
  return plural(count, "categoría disponible", "categorías disponibles");
}
