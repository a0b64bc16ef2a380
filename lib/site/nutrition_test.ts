import assert from "node:assert/strict";
import { nutritionFacts } from "./nutrition.ts";

Deno.test("nutrition values get units when they are plain numbers and empty ones are skipped", () => {
  const facts = nutritionFacts({
    nutrition_calories: "420",
    nutrition_protein: "35 g",
    nutrition_fat: "",
    nutrition_carbs: "12,5",
  });
  assert.deepEqual(facts.map((f) => [f.label, f.display, f.schemaProperty, f.schemaValue]), [
    ["Calorías", "420 kcal", "calories", "420 calories"],
    ["Proteínas", "35 g", "proteinContent", "35 g"],
    ["Carbohidratos", "12,5 g", "carbohydrateContent", "12,5 g"],
  ]);
});
