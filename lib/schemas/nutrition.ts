/** zod shapes of the nutrition facts (`lib/shared/nutrition_fields.ts`): camelCase as the AI answers, snake_case as posts hold them. */
import { z } from "zod";
import { NUTRITION_FIELDS, type NutritionAiKey, type NutritionFieldName } from "../shared/nutrition_fields.ts";

function strings<K extends string>(keys: K[]): Record<K, z.ZodString> {
  return Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;
}

/** `{ nutritionCalories: z.string(), … }` for every nutrition fact. */
export function nutritionShape(): Record<NutritionAiKey, z.ZodString> {
  return strings(NUTRITION_FIELDS.map(({ aiKey }) => aiKey));
}

/** `{ nutrition_calories: z.string(), … }` for every nutrition fact. */
export function nutritionFieldShape(): Record<NutritionFieldName, z.ZodString> {
  return strings(NUTRITION_FIELDS.map(({ field }) => field));
}
