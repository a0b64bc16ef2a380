/** zod shapes of the nutrition facts (`lib/shared/nutrition_fields.ts`): camelCase as the AI answers, snake_case as posts hold them. */
import { z } from "zod";
import { NUTRITION_FIELDS, type NutritionAiKey, type NutritionFieldName } from "../shared/nutrition_fields.ts";

/** `{ nutritionCalories: z.string(), … }` for every nutrition fact. */
export function nutritionShape(): Record<NutritionAiKey, z.ZodString> {
  return Object.fromEntries(NUTRITION_FIELDS.map(({ aiKey }) => [aiKey, z.string()])) as Record<
    NutritionAiKey,
    z.ZodString
  >;
}

/** `{ nutrition_calories: z.string(), … }` for every nutrition fact. */
export function nutritionFieldShape(): Record<NutritionFieldName, z.ZodString> {
  return Object.fromEntries(NUTRITION_FIELDS.map(({ field }) => [field, z.string()])) as Record<
    NutritionFieldName,
    z.ZodString
  >;
}

/** The post's nutrition fields from an answer's camelCase ones. */
export function nutritionFields(answer: Record<NutritionAiKey, string>): Record<NutritionFieldName, string> {
  return Object.fromEntries(NUTRITION_FIELDS.map(({ field, aiKey }) => [field, answer[aiKey]])) as Record<
    NutritionFieldName,
    string
  >;
}
