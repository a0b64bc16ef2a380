/** generate-recipe-schema: the recipe's structured data from its title and content. */
import type { z } from "zod";
import type { RecipeSchemaRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { htmlToText } from "../../text/html_text.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";
import { cleanRecipe, ModelRecipeSchema, RECIPE_RULES } from "./recipe_fields.ts";

/** Answers the spec's camelCase recipe fields (no rating: ratings come from readers only). */
export async function generateRecipeSchema(call: AiCall, input: z.output<typeof RecipeSchemaRequestSchema>) {
  const recipe = await askStructured(call, {
    name: "recipe_schema",
    schema: ModelRecipeSchema,
    task: `Extrae los datos estructurados de la receta (schema.org Recipe) del artículo.\n${RECIPE_RULES}`,
    prompt: [
      quoted("Título", input.title),
      input.focusKeyword ? quoted("Palabra clave", input.focusKeyword) : "",
      quoted("Contenido", htmlToText(input.content), 30_000),
    ].filter(Boolean).join("\n\n"),
    failure: "Failed to generate recipe schema",
  });
  return cleanRecipe(recipe);
}
