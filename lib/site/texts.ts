/** Spanish count phrases of the public pages (singular for exactly one). */

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 Receta" / "N Recetas" (category page). */
export function recipeCountText(count: number): string {
  return plural(count, "Receta", "Recetas");
}

/**
 * The search page's count of `count` results of which `recipes` are recipes: "N recetas encontradas" when all are,
 * "N artículos encontrados" when none is, else "N resultados".
 */
export function searchCountText(count: number, recipes = count): string {
  if (recipes === count) return plural(count, "receta encontrada", "recetas encontradas");
  return recipes
    ? plural(count, "resultado", "resultados")
    : plural(count, "artículo encontrado", "artículos encontrados");
}

/** "1 categoría disponible" / "N categorías disponibles" (all-categories page). */
export function categoryCountText(count: number): string {
  return plural(count, "categoría disponible", "categorías disponibles");
}
