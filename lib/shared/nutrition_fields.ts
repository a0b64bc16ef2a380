/**
 * The nutrition facts a recipe may carry, written once: every schema.org NutritionInformation property, the post
 * field holding it (text such as "12 g"; a bare number gets the unit), the label in the editor (English) and on the
 * public label (Spanish), and the key of the AI recipe answer. Per serving. Imports nothing (browser, server, CLI).
 */

/** One nutrition fact. */
export interface NutritionField {
  /** Post field. */
  field: `nutrition_${string}`;
  /** schema.org NutritionInformation property. */
  schemaProperty: string;
  /** Key in the AI recipe answer (camelCase). */
  aiKey: `nutrition${string}`;
  /** Label in the editor. */
  adminLabel: string;
  /** Example in the editor. */
  placeholder: string;
  /** Label on the public nutrition label. */
  label: string;
  /** Unit a bare number is shown with on the page ("" for the serving size). */
  unit: "kcal" | "g" | "mg" | "";
  /** Unit a bare number is given in the JSON-LD. */
  schemaUnit: "calories" | "g" | "mg" | "";
  /** Shown indented under the fact before it (saturated and trans fat, fibre, sugar). */
  sub?: boolean;
}

/** Every nutrition fact, in the order of a nutrition label. */
export const NUTRITION_FIELDS = [
  {
    field: "nutrition_serving_size",
    schemaProperty: "servingSize",
    aiKey: "nutritionServingSize",
    adminLabel: "Serving size",
    placeholder: "e.g. 1 plate (350 g)",
    label: "Tamaño de la ración",
    unit: "",
    schemaUnit: "",
  },
  {
    field: "nutrition_calories",
    schemaProperty: "calories",
    aiKey: "nutritionCalories",
    adminLabel: "Calories",
    placeholder: "e.g. 350 kcal",
    label: "Calorías",
    unit: "kcal",
    schemaUnit: "calories",
  },
  {
    field: "nutrition_fat",
    schemaProperty: "fatContent",
    aiKey: "nutritionFat",
    adminLabel: "Fat",
    placeholder: "e.g. 12 g",
    label: "Grasas",
    unit: "g",
    schemaUnit: "g",
  },
  {
    field: "nutrition_saturated_fat",
    schemaProperty: "saturatedFatContent",
    aiKey: "nutritionSaturatedFat",
    adminLabel: "Saturated fat",
    placeholder: "e.g. 4 g",
    label: "Grasas saturadas",
    unit: "g",
    schemaUnit: "g",
    sub: true,
  },
  {
    field: "nutrition_trans_fat",
    schemaProperty: "transFatContent",
    aiKey: "nutritionTransFat",
    adminLabel: "Trans fat",
    placeholder: "e.g. 0 g",
    label: "Grasas trans",
    unit: "g",
    schemaUnit: "g",
    sub: true,
  },
  {
    field: "nutrition_cholesterol",
    schemaProperty: "cholesterolContent",
    aiKey: "nutritionCholesterol",
    adminLabel: "Cholesterol",
    placeholder: "e.g. 80 mg",
    label: "Colesterol",
    unit: "mg",
    schemaUnit: "mg",
  },
  {
    field: "nutrition_sodium",
    schemaProperty: "sodiumContent",
    aiKey: "nutritionSodium",
    adminLabel: "Sodium",
    placeholder: "e.g. 600 mg",
    label: "Sodio",
    unit: "mg",
    schemaUnit: "mg",
  },
  {
    field: "nutrition_carbs",
    schemaProperty: "carbohydrateContent",
    aiKey: "nutritionCarbs",
    adminLabel: "Carbohydrates",
    placeholder: "e.g. 40 g",
    label: "Carbohidratos",
    unit: "g",
    schemaUnit: "g",
  },
  {
    field: "nutrition_fiber",
    schemaProperty: "fiberContent",
    aiKey: "nutritionFiber",
    adminLabel: "Fibre",
    placeholder: "e.g. 5 g",
    label: "Fibra",
    unit: "g",
    schemaUnit: "g",
    sub: true,
  },
  {
    field: "nutrition_sugar",
    schemaProperty: "sugarContent",
    aiKey: "nutritionSugar",
    adminLabel: "Sugar",
    placeholder: "e.g. 6 g",
    label: "Azúcares",
    unit: "g",
    schemaUnit: "g",
    sub: true,
  },
  {
    field: "nutrition_protein",
    schemaProperty: "proteinContent",
    aiKey: "nutritionProtein",
    adminLabel: "Protein",
    placeholder: "e.g. 25 g",
    label: "Proteínas",
    unit: "g",
    schemaUnit: "g",
  },
] as const satisfies readonly NutritionField[];

/** A post field holding a nutrition fact. */
export type NutritionFieldName = typeof NUTRITION_FIELDS[number]["field"];
/** A key of the AI recipe answer holding a nutrition fact. */
export type NutritionAiKey = typeof NUTRITION_FIELDS[number]["aiKey"];
