/** A recipe's nutrition values with their units, for the nutrition panels and structured data. */
import { NUTRITION_FIELDS, type NutritionFieldName } from "../shared/nutrition_fields.ts";

/** One nutrition value of a recipe. */
export interface NutritionFact {
  /** Post field holding it. */
  field: NutritionFieldName;
  /** Spanish label shown on the page. */
  label: string;
  /** Value as shown, unit included ("350 kcal", "20 g", "1 plato (350 g)"). */
  display: string;
  /** Property name in schema.org NutritionInformation. */
  schemaProperty: string;
  /** Value for schema.org ("350 calories", "20 g"), decimals with a dot ("7.3 g"). */
  schemaValue: string;
  /** Shown indented under the fact before it (a part of it: saturated fat, sugars...). */
  sub: boolean;
}

/** Nutrition fields of a post (each absent on posts saved before it existed). */
export type NutritionFields = Partial<Record<NutritionFieldName, string>>;

/** The four values of the panel under the post header, in its order. */
const HEADLINE: readonly NutritionFieldName[] = [
  "nutrition_calories",
  "nutrition_protein",
  "nutrition_fat",
  "nutrition_carbs",
];

const NUMBER = /^\d+(?:[.,]\d+)?$/;

function withUnit(value: string, unit: string): string {
  return unit && NUMBER.test(value) ? `${value} ${unit}` : value;
}

/** The non-empty nutrition values of a recipe, in nutrition-label order; plain numbers get kcal, g or mg. */
export function nutritionFacts(post: NutritionFields): NutritionFact[] {
  return NUTRITION_FIELDS.flatMap((spec): NutritionFact[] => {
    const value = (post[spec.field] ?? "").trim();
    if (!value) return [];
    return [{
      field: spec.field,
      label: spec.label,
      display: withUnit(value, spec.unit),
      schemaProperty: spec.schemaProperty,
      schemaValue: withUnit(value, spec.schemaUnit).replace(/(\d),(\d)/g, "$1.$2"),
      sub: "sub" in spec && spec.sub === true,
    }];
  });
}

/** The calories, protein, fat and carbohydrates a recipe has, for the panel under its header. */
export function headlineFacts(post: NutritionFields): NutritionFact[] {
  const facts = nutritionFacts(post);
  return HEADLINE.flatMap((field) => facts.filter((fact) => fact.field === field));
}

/** The leading number of a value ("7,3 g" → 7.3), or null. */
function grams(value: string | undefined): number | null {
  const number = value?.match(/^\d+(?:[.,]\d+)?/)?.[0];
  return number ? Number(number.replace(",", ".")) : null;
}

/**
 * schema.org NutritionInformation properties of `facts`, with `unsaturatedFatContent` when fat and saturated fat are
 * known: the fat that is neither saturated nor trans.
 */
export function schemaNutrition(facts: readonly NutritionFact[]): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(facts.map((f) => [f.schemaProperty, f.schemaValue]));
  const fat = grams(values.fatContent);
  const saturated = grams(values.saturatedFatContent);
  if (fat === null || saturated === null || values.unsaturatedFatContent) return values;
  const unsaturated = Math.max(0, fat - saturated - (grams(values.transFatContent) ?? 0));
  return { ...values, unsaturatedFatContent: `${Math.round(unsaturated * 10) / 10} g` };
}
