/** Recipe fields of generate-recipe-schema's camelCase answer, as the post's snake_case fields. Dependency-free. */
import { type NutritionAiKey, type NutritionFieldName, nutritionFields } from "./nutrition_fields.ts";

/** generate-recipe-schema's answer. */
export type RecipeSchemaAnswer = Record<NutritionAiKey, string> & {
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeYield: string;
  recipeCategory: string;
  recipeCuisine: string;
  ingredients: string[];
  instructions: { name: string; text: string }[];
};

/** The post's recipe fields. */
export type RecipeFields = Record<NutritionFieldName, string> & {
  prep_time: string;
  cook_time: string;
  total_time: string;
  recipe_yield: string;
  recipe_category: string;
  recipe_cuisine: string;
  ingredients: string[];
  instructions: { name: string; text: string }[];
};

/** See the module doc. */
export function recipeFields(r: RecipeSchemaAnswer): RecipeFields {
  return {
    prep_time: r.prepTime,
    cook_time: r.cookTime,
    total_time: r.totalTime,
    recipe_yield: r.recipeYield,
    recipe_category: r.recipeCategory,
    recipe_cuisine: r.recipeCuisine,
    ingredients: r.ingredients,
    instructions: r.instructions,
    ...nutritionFields(r),
  };
}
