import assert from "node:assert/strict";
import { categoryCountText, recipeCountText, searchCountText } from "./texts.ts";

Deno.test("count phrases use the singular only for one", () => {
  assert.equal(recipeCountText(1), "1 Receta");
  assert.equal(recipeCountText(0), "0 Recetas");
  assert.equal(recipeCountText(12), "12 Recetas");
  assert.equal(searchCountText(1), "1 receta encontrada");
  assert.equal(searchCountText(3), "3 recetas encontradas");
  assert.equal(searchCountText(3, 3), "3 recetas encontradas");
  assert.equal(searchCountText(1, 0), "1 artículo encontrado");
  assert.equal(searchCountText(2, 0), "2 artículos encontrados");
  assert.equal(searchCountText(5, 2), "5 resultados", "recipes and articles together are results");
  assert.equal(categoryCountText(1), "1 categoría disponible");
  assert.equal(categoryCountText(7), "7 categorías disponibles");
});
