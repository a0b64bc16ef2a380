/**
 * POST /api/ai/generate-recipe-schema `{ title, content, focusKeyword }` → `{ prepTime, cookTime, totalTime, recipeYield, recipeCategory, recipeCuisine, ingredients, instructions, nutrition… }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateRecipeSchema } from "@/lib/ai/ops/recipe_schema.ts";
import { RecipeSchemaRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-recipe-schema",
    needs: "text",
    schema: RecipeSchemaRequestSchema,
    run: generateRecipeSchema,
  }),
};
