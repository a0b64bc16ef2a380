/**
 * Shapes of the demo content used to seed a fresh installation: categories,
 * recipes, articles and the navigation menu. Pure data, no storage concerns.
 */

/** The seven gradient presets a category may use when it has no header image. */
export type GradientPreset =
  | "red-pink"
  | "blue-cyan"
  | "orange-yellow"
  | "green-emerald"
  | "purple-pink"
  | "indigo-blue"
  | "gray";

/** Gradient of a category: a named preset or two custom hex colours. */
export type DemoGradient =
  | { type: "preset"; preset: GradientPreset }
  | { type: "custom"; from: string; to: string };

/** A demo category; `parent_slug` makes it a sub-category. */
export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  /** A single emoji (at most 2 UTF-16 code units). */
  emoji: string;
  gradient: DemoGradient;
  position: number;
  parent_slug?: string;
  /** At most 60 characters. */
  meta_title: string;
  /** Between 120 and 160 characters. */
  meta_description: string;
  meta_keywords: string;
}

/** Publication state of a demo post. */
export type DemoStatus = "published" | "draft";

/** Fields shared by demo recipes and demo articles. */
export interface DemoPostBase {
  slug: string;
  title: string;
  /** At most 160 characters. */
  excerpt: string;
  /** Category slugs; the first one is the main category. */
  categories: string[];
  /** Two to four short Spanish tags, each shared with other demo posts so every tag page lists several. */
  tags: string[];
  focus_keyword: string;
  /** At most 60 characters. */
  meta_title: string;
  /** Between 120 and 160 characters. */
  meta_description: string;
  /** HTML body with h2/h3 headings; internal links use "/<post-slug>" or "/categoria/<slug>". */
  content: string;
  /** Days before "now" at which the post was published. */
  published_days_ago: number;
  /** Hours between publication and last update; above 1, on a later day, shows "Actualizado". */
  updated_hours_after_publish?: number;
  /** Defaults to "published". */
  status?: DemoStatus;
}

/** One step of a recipe. */
export interface DemoInstruction {
  name: string;
  text: string;
}

/** A demo recipe with its structured recipe data. */
export interface DemoRecipe extends DemoPostBase {
  /** ISO 8601 duration, e.g. "PT20M". */
  prep_time: string;
  cook_time: string;
  /** Always prep_time + cook_time. */
  total_time: string;
  recipe_yield: string;
  recipe_category: string;
  recipe_cuisine: "Cubana";
  /** Ingredients with metric quantities. */
  ingredients: string[];
  instructions: DemoInstruction[];
  nutrition_calories: string;
  nutrition_protein: string;
  nutrition_fat: string;
  nutrition_carbs: string;
  nutrition_saturated_fat: string;
  nutrition_trans_fat: string;
  nutrition_cholesterol: string;
  nutrition_sodium: string;
  nutrition_fiber: string;
  nutrition_sugar: string;
  nutrition_serving_size: string;
  video_url?: string;
  /** Length of the video, ISO 8601 ("PT4M30S"). */
  video_duration?: string;
}

/** A demo article (no recipe data). */
export type DemoArticle = DemoPostBase;

/** A demo navigation entry; children become submenu items. */
export interface DemoMenuItem {
  label: string;
  url: string;
  has_dropdown?: boolean;
  dropdown_position?: "left" | "center" | "right";
  children?: { label: string; url: string }[];
}
