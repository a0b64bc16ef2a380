/**
 * WP Recipe Maker data in a WordPress export: recipes are `wprm_recipe` items
 * (or meta of the post itself) whose `wprm_*` post meta hold times in minutes,
 * servings, nutrition, and ingredients and instructions as serialized PHP
 * groups. This turns them into the API's recipe fields.
 */
import { describeError } from "../../../lib/errors.ts";
import { minutesToIso } from "../../../../lib/recipe/duration.ts";
import { toMinutes } from "../shared/durations.ts";
import { NUTRITION_FIELDS } from "../../../../lib/shared/nutrition_fields.ts";
import { htmlToText } from "../../../../lib/text/html_text.ts";
import { isSerialized, phpUnserialize, type PhpValue } from "./php_unserialize.ts";
import type { WxrItem } from "./wxr.ts";

type Dict = Record<string, PhpValue>;

/** WP Recipe Maker's key of each of the site's nutrition facts (the field's name, but for carbohydrates). */
const NUTRITION = NUTRITION_FIELDS.map(({ field }) => {
  const key = field.slice("nutrition_".length);
  return [field, key === "carbs" ? "carbohydrates" : key] as const;
});

/** Ids of WP Recipe Maker recipes a post's content shows (recipe blocks and `[wprm-recipe id=…]`). */
export function wprmRecipeIds(content: string): string[] {
  const ids = [
    ...content.matchAll(/<!--\s*wp:wp-recipe-maker\/recipe\s+\{[^}]*?"id":\s*"?(\d+)/g),
    ...content.matchAll(/\[wprm-recipe\b[^\]]*?\bid=["']?(\d+)/g),
  ].map((m) => m[1]);
  return [...new Set(ids)];
}

/** True when the item carries WP Recipe Maker data in its own meta. */
export function hasWprmMeta(item: WxrItem): boolean {
  return item.meta.has("wprm_ingredients") || item.meta.has("wprm_instructions");
}

function asList(value: PhpValue): PhpValue[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  return [];
}

function asDict(value: PhpValue): Dict {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

function str(value: PhpValue | undefined): string {
  return typeof value === "string" || typeof value === "number" ? htmlToText(String(value)) : "";
}

function unserializeMeta(item: WxrItem, key: string): PhpValue {
  const raw = item.meta.get(key)?.trim() ?? "";
  if (!raw) return [];
  if (!isSerialized(raw)) throw new Error(`WP Recipe Maker recipe ${item.id}: ${key} is not serialized PHP`);
  try {
    return phpUnserialize(raw);
  } catch (error) {
    throw new Error(`WP Recipe Maker recipe ${item.id}: ${key} is not valid serialized PHP (${describeError(error)})`);
  }
}

/** The ingredient lines; a named group starts with its name as a heading line ending in a colon ("Para el arroz:"). */
function ingredients(item: WxrItem): string[] {
  return asList(unserializeMeta(item, "wprm_ingredients")).flatMap((rawGroup) => {
    const group = asDict(rawGroup);
    const heading = str(group.name).replace(/:?$/, ":");
    const lines = asList(group.ingredients).map((raw) => {
      const ingredient = asDict(raw);
      const line = [ingredient.amount, ingredient.unit, ingredient.name].map(str).filter(Boolean).join(" ");
      const notes = str(ingredient.notes);
      return notes ? `${line} (${notes})` : line;
    }).filter(Boolean);
    return heading !== ":" && lines.length ? [heading, ...lines] : lines;
  });
}

function instructions(item: WxrItem): { name: string; text: string }[] {
  return asList(unserializeMeta(item, "wprm_instructions")).flatMap((rawGroup) => {
    const group = asDict(rawGroup);
    return asList(group.instructions).map((raw) => {
      const step = asDict(raw);
      return { name: str(step.name) || str(group.name), text: str(step.text) };
    });
  }).filter((step) => step.text);
}

function duration(item: WxrItem, key: string): string {
  const minutes = toMinutes(item.meta.get(key) ?? "");
  return minutes === null ? "" : minutesToIso(minutes);
}

function nutrition(item: WxrItem): Record<string, string> {
  const packed = item.meta.has("wprm_nutrition") ? asDict(unserializeMeta(item, "wprm_nutrition")) : {};
  const fields: Record<string, string> = {};
  for (const [field, key] of NUTRITION) {
    let value = (item.meta.get(`wprm_nutrition_${key}`) ?? str(packed[key])).trim();
    const unit = key === "serving_size" ? (item.meta.get("wprm_nutrition_serving_unit") ?? "").trim() : "";
    if (value && unit) value = `${value} ${unit}`;
    if (value) fields[field] = value;
  }
  return fields;
}

/** Names of the recipe's terms of `domain` (`wprm_course`, `wprm_keyword`, …) in the file's order. */
export function wprmTerms(item: WxrItem, domain: string): string[] {
  return item.terms.filter((term) => term.domain === domain).map((term) => term.name);
}

/** The video of the recipe: `wprm_video_embed` as a URL or the `src` of its embed code ("" when none). */
export function wprmVideo(recipe: WxrItem): string {
  const embed = (recipe.meta.get("wprm_video_embed") ?? "").trim();
  const src = embed.match(/\bsrc\s*=\s*["']([^"']+)["']/i)?.[1] ?? embed;
  return /^https?:\/\/\S+$/i.test(src) ? src : "";
}

/** The recipe's notes (`wprm_notes`, HTML) as a section to add after the post's text ("" when none). */
export function wprmNotesHtml(recipe: WxrItem): string {
  const notes = (recipe.meta.get("wprm_notes") ?? "").trim();
  return htmlToText(notes) ? `<h2>Notas</h2>\n${notes}` : "";
}

/** The API's recipe fields for a recipe item (or a post with `wprm_*` meta); throws when its data is broken. */
export function wprmRecipeFields(recipe: WxrItem): Record<string, unknown> {
  const servings = [recipe.meta.get("wprm_servings"), recipe.meta.get("wprm_servings_unit")]
    .map((part) => (part ?? "").trim()).filter(Boolean).join(" ");
  const prep = duration(recipe, "wprm_prep_time");
  const cook = duration(recipe, "wprm_cook_time");
  let total = duration(recipe, "wprm_total_time");
  if (!total && (prep || cook)) {
    total = minutesToIso((toMinutes(prep) ?? 0) + (toMinutes(cook) ?? 0));
  }
  const fields: Record<string, unknown> = {
    content_type: "recipe",
    ingredients: ingredients(recipe),
    instructions: instructions(recipe),
    ...nutrition(recipe),
  };
  const optional = {
    prep_time: prep,
    cook_time: cook,
    total_time: total,
    recipe_yield: servings,
    recipe_category: wprmTerms(recipe, "wprm_course").join(", "),
    recipe_cuisine: wprmTerms(recipe, "wprm_cuisine").join(", "),
  };
  for (const [field, value] of Object.entries(optional)) if (value) fields[field] = value;
  return fields;
}
