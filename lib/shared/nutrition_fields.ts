/**
 * The nutrition facts a recipe may carry, written once: every schema.org NutritionInformation property, the post
 * field holding it (text such as "12 g"; a bare number gets the unit), the label in the editor (English) and on the
 * public label (Spanish), and the key of the AI recipe answer. Per serving. Imports nothing (browser, server, CLI).
 */

/** The names of the facts (post field `nutrition_<name>`, AI key `nutrition<Name>`). */
type FactName = typeof FACTS[number][0];
/** `saturated_fat` → `SaturatedFat`. */
type Pascal<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
/** A post field holding a nutrition fact. */
export type NutritionFieldName = `nutrition_${FactName}`;
/** A key of the AI recipe answer holding a nutrition fact. */
export type NutritionAiKey = `nutrition${Pascal<FactName>}`;

/** One nutrition fact. */
export interface NutritionField {
  /** Post field. */
  field: NutritionFieldName;
  /** schema.org NutritionInformation property. */
  schemaProperty: string;
  /** Key in the AI recipe answer (camelCase). */
  aiKey: NutritionAiKey;
  /** Label in the editor. */
  adminLabel: string;
  /** Example in the editor. */
  placeholder: string;
  /** Label on the public nutrition label. */
  label: string;
  /** Unit a bare number is shown with on the page ("" for the serving size). */
  unit: "kcal" | "g" | "mg" | "";
  /** Unit a bare number is given in the JSON-LD ("calories" for kcal). */
  schemaUnit: "calories" | "g" | "mg" | "";
  /** Shown indented under the fact before it (saturated and trans fat, fibre, sugar). */
  sub: boolean;
}

/** Per fact, in the order of a nutrition label: name, schema.org property, unit, editor label and example, public
 * label, and whether it is shown indented under the fact before it. */
const FACTS = [
  ["serving_size", "servingSize", "", "Serving size", "1 plate (350 g)", "Tamaño de la ración", false],
  ["calories", "calories", "kcal", "Calories", "350 kcal", "Calorías", false],
  ["fat", "fatContent", "g", "Fat", "12 g", "Grasas", false],
  ["saturated_fat", "saturatedFatContent", "g", "Saturated fat", "4 g", "Grasas saturadas", true],
  ["trans_fat", "transFatContent", "g", "Trans fat", "0 g", "Grasas trans", true],
  ["cholesterol", "cholesterolContent", "mg", "Cholesterol", "80 mg", "Colesterol", false],
  ["sodium", "sodiumContent", "mg", "Sodium", "600 mg", "Sodio", false],
  ["carbs", "carbohydrateContent", "g", "Carbohydrates", "40 g", "Carbohidratos", false],
  ["fiber", "fiberContent", "g", "Fibre", "5 g", "Fibra", true],
  ["sugar", "sugarContent", "g", "Sugar", "6 g", "Azúcares", true],
  ["protein", "proteinContent", "g", "Protein", "25 g", "Proteínas", false],
] as const;

/** Every nutrition fact, in the order of a nutrition label. */
export const NUTRITION_FIELDS: readonly NutritionField[] = FACTS.map((
  [name, schemaProperty, unit, adminLabel, example, label, sub],
) => ({
  field: `nutrition_${name}`,
  schemaProperty,
  aiKey: `nutrition${name.replace(/(?:^|_)(\w)/g, (_, letter: string) => letter.toUpperCase())}` as NutritionAiKey,
  adminLabel,
  placeholder: `e.g. ${example}`,
  label,
  unit,
  schemaUnit: unit === "kcal" ? "calories" : unit,
  sub,
}));

/** The post's nutrition fields from an AI answer's camelCase ones. */
export function nutritionFields(answer: Record<NutritionAiKey, string>): Record<NutritionFieldName, string> {
  const entries = NUTRITION_FIELDS.map(({ field, aiKey }) => [field, answer[aiKey]]);
  return Object.fromEntries(entries) as Record<NutritionFieldName, string>;
}
