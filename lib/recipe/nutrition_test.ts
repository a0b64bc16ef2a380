import assert from "node:assert/strict";
import { headlineFacts, nutritionFacts } from "./nutrition.ts";

Deno.test("nutrition values get units when they are plain numbers and empty ones are skipped", () => {
  const facts = nutritionFacts({
    nutrition_calories: "420",
    nutrition_protein: "35 g",
    nutrition_fat: "",
    nutrition_carbs: "12,5",
    nutrition_sodium: "640",
    nutrition_sugar: "3",
    nutrition_serving_size: "1 plato (300 g)",
  });
  assert.deepEqual(facts.map((f) => [f.label, f.display, f.schemaProperty, f.schemaValue, f.sub]), [
    ["Tamaño de la ración", "1 plato (300 g)", "servingSize", "1 plato (300 g)", false],
    ["Calorías", "420 kcal", "calories", "420 calories", false],
    ["Sodio", "640 mg", "sodiumContent", "640 mg", false],
    ["Carbohidratos", "12,5 g", "carbohydrateContent", "12.5 g", false], // machine-readable: a decimal dot
    ["Azúcares", "3 g", "sugarContent", "3 g", true],
    ["Proteínas", "35 g", "proteinContent", "35 g", false],
  ]);
});

Deno.test("the header panel keeps calories, protein, fat and carbohydrates in that order", () => {
  const facts = headlineFacts({
    nutrition_calories: "420 kcal",
    nutrition_protein: "35 g",
    nutrition_fat: "9 g",
    nutrition_carbs: "12 g",
    nutrition_fiber: "2 g",
  });
  assert.deepEqual(facts.map((f) => f.label), ["Calorías", "Proteínas", "Grasas", "Carbohidratos"]);
});
