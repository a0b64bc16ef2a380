import assert from "node:assert/strict";
import { ingredientWords, mainIngredient, recipeFoods } from "./ingredient_words.ts";

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

Deno.test("an ingredient line's main ingredient is its first food word, as written; water, salt and oil have none", () => {
  assert.equal(mainIngredient("1 cucharadita de comino molido"), "comino");
  assert.equal(mainIngredient("2 plátanos maduros"), "plátanos");
  assert.equal(mainIngredient("1 lb de carne de res, cortada en tiras"), "carne");
  assert.equal(mainIngredient("3 dientes de ajo picados"), "ajo", "staples are ingredients too");
  assert.equal(mainIngredient("Jugo de 2 limones"), "limones");
  assert.equal(mainIngredient("1 Taza de Frijoles negros (remojados)"), "frijoles");
  assert.equal(mainIngredient("Sal y pimienta al gusto"), null);
  assert.equal(mainIngredient("Aceite de oliva"), null);
  assert.equal(mainIngredient("2 tazas de agua"), null);
  assert.equal(mainIngredient("1/2 taza"), null);
});
