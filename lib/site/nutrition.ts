/** A recipe's nutrition values with their units, for the nutrition panel and structured data. */

/** One nutrition value of a recipe. */
export interface NutritionFact {
  /** Spanish label shown in the panel. */
  label: "Calorías" | "Proteínas" | "Grasas" | "Carbohidratos";
  /** Value as shown, unit included ("350 kcal", "20 g"). */
  display: string;
  /** Property name in schema.org NutritionInformation. */
  schemaProperty: "calories" | "proteinContent" | "fatContent" | "carbohydrateContent";
  /** Value for schema.org ("350 calories", "20 g"). */
  schemaValue: string;
}

/** Nutrition fields of a post. */
export interface NutritionFields {
  nutrition_calories: string;
  nutrition_protein: string;
  nutrition_fat: string;
  nutrition_carbs: string;
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;

function withUnit(value: string, unit: string): string {
  return NUMBER.test(value) ? `${value} ${unit}` : value;
}

/** The non-empty nutrition values of a recipe, in panel order; plain numbers get kcal or g. */
export function nutritionFacts(post: NutritionFields): NutritionFact[] {
  const rows: [NutritionFact["label"], NutritionFact["schemaProperty"], string, string, string][] = [
    ["Calorías", "calories", post.nutrition_calories, "kcal", "calories"],
    ["Proteínas", "proteinContent", post.nutrition_protein, "g", "g"],
    ["Grasas", "fatContent", post.nutrition_fat, "g", "g"],
    ["Carbohidratos", "carbohydrateContent", post.nutrition_carbs, "g", "g"],
  ];
  return rows
    .map(([label, schemaProperty, raw, unit, schemaUnit]) => ({
      label,
      schemaProperty,
      value: raw.trim(),
      unit,
      schemaUnit,
    }))
    .filter((row) => row.value !== "")
    .map(({ label, schemaProperty, value, unit, schemaUnit }) => ({
      label,
      schemaProperty,
      display: withUnit(value, unit),
      schemaValue: withUnit(value, schemaUnit),
    }));
}
