/** Recipe data as the model writes it, and its clean-up into the post's recipe fields. */
import { z } from "zod";
import { ISO_DURATION } from "../../recipe/duration.ts";
import { clip } from "../html.ts";
import { NUTRITION_FIELDS, type NutritionAiKey } from "../../shared/nutrition_fields.ts";
import { RecipeSchemaResponseSchema } from "../../schemas/ai.ts";

/** The recipe fields asked from the model (camelCase, as generate-recipe-schema answers). */
export const ModelRecipeSchema = RecipeSchemaResponseSchema.extend({
  ingredients: RecipeSchemaResponseSchema.shape.ingredients.min(1),
  instructions: RecipeSchemaResponseSchema.shape.instructions.min(1),
});
/** Recipe fields from the model. */
export type ModelRecipe = z.infer<typeof ModelRecipeSchema>;
type ModelNutrition = Record<NutritionAiKey, string>;

/** How the model must fill the recipe fields. */
export const RECIPE_RULES = [
  "Tiempos en duración ISO 8601 (PT15M, PT1H30M). recipeYield como '4 porciones'.",
  "recipeCategory una de: Plato Principal, Postre, Aperitivo, Entrada, Acompañamiento, Bebida, Desayuno, Almuerzo, Cena.",
  "recipeCuisine normalmente Cubana. Ingredientes con cantidad. Instrucciones como pasos {name, text}.",
  "Nutrición aproximada por porción, todos los campos: calorías '350 kcal'; grasas, saturadas, trans, " +
  "carbohidratos, fibra, azúcares y proteínas '20 g'; colesterol y sodio '80 mg'; nutritionServingSize como " +
  "'1 plato (350 g)'. No inventes valoraciones ni reseñas.",
].join("\n");

function duration(value: string): string {
  const v = value.trim().toUpperCase();
  return ISO_DURATION.test(v) ? v : "";
}

/** Durations checked (an invalid one becomes ""), text trimmed and bounded. */
export function cleanRecipe(recipe: ModelRecipe): ModelRecipe {
  return {
    prepTime: duration(recipe.prepTime),
    cookTime: duration(recipe.cookTime),
    totalTime: duration(recipe.totalTime),
    recipeYield: clip(recipe.recipeYield, 200),
    recipeCategory: clip(recipe.recipeCategory, 200),
    recipeCuisine: clip(recipe.recipeCuisine, 200),
    ingredients: recipe.ingredients.map((i) => clip(i, 1000)).filter(Boolean).slice(0, 200),
    instructions: recipe.instructions
      .map((step) => ({ name: clip(step.name, 300), text: step.text.trim().slice(0, 5000) }))
      .filter((step) => step.text)
      .slice(0, 200),
    ...Object.fromEntries(NUTRITION_FIELDS.map(({ aiKey }) => [aiKey, clip(recipe[aiKey], 100)])) as ModelNutrition,
  };
}
