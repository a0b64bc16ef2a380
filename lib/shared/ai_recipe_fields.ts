/** Recipe fields of generate-recipe-schema's camelCase answer, as the post's snake_case fields. Dependency-free. */

/** generate-recipe-schema's answer. */
export interface RecipeSchemaAnswer {
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeYield: string;
  recipeCategory: string;
  recipeCuisine: string;
  ingredients: string[];
  instructions: { name: string; text: string }[];
  nutritionCalories: string;
  nutritionProtein: string;
  nutritionFat: string;
  nutritionCarbs: string;
}

/** The post's recipe fields. */
export interface RecipeFields {
  prep_time: string;
  cook_time: string;
  total_time: string;
  recipe_yield: string;
  recipe_category: string;
  recipe_cuisine: string;
  ingredients: string[];
  instructions: { name: string; text: string }[];
  nutrition_calories: string;
  nutrition_protein: string;
  nutrition_fat: string;
  nutrition_carbs: string;
}

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
    nutrition_calories: r.nutritionCalories,
    nutrition_protein: r.nutritionProtein,
    nutrition_fat: r.nutritionFat,
    nutrition_carbs: r.nutritionCarbs,
  };
}
