import assert from "node:assert/strict";
import { ingredientWords, recipeFoods } from "./ingredient_words.ts";

Deno.test("ingredient lines give their foods, without amounts, measures, preparations or staples", () => {
  assert.deepEqual(ingredientWords("500 g de tasajo"), ["tasajo"]);
  assert.deepEqual(ingredientWords("2 dientes de ajo"), []);
  assert.deepEqual(ingredientWords("1 cebolla grande, cortada en tiras"), []);
  assert.deepEqual(ingredientWords("3 tomates maduros (unos 400 g)"), ["tomate"]);
  assert.deepEqual(ingredientWords("1 taza de frijoles negros"), ["frijol", "negro"]);
  assert.deepEqual(ingredientWords("Jugo de 2 limones"), ["limon"]);
  assert.deepEqual(ingredientWords("Sal y pimienta al gusto"), []);
  assert.deepEqual([...recipeFoods(["1 lb de falda de res", "2 ajíes cachucha", "Aceite de oliva"])], [
    "falda",
    "res",
    "aji",
    "cachucha",
  ]);
});
