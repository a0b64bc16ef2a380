/**
 * A schema.org Recipe (from JSON-LD or microdata) → a recipe post: name,
 * description, ingredients, instructions (strings, HowToStep, HowToSection),
 * ISO 8601 times, yield, nutrition, category, cuisine, keywords, image and
 * video (and its duration), with a credit link to the original page at the end of the content.
 */
import { slugify } from "../../../../lib/text/slug.ts";
import { videoEmbed } from "../../../../lib/shared/video.ts";
import { minutesToIso } from "../../../../lib/recipe/duration.ts";
import { normalizeVideoDuration, toMinutes } from "../shared/durations.ts";
import { creditLine, paragraphs } from "../shared/html.ts";
import { htmlToText } from "../../../../lib/text/html_text.ts";
import type { ImportItem, PostPayload } from "../../types.ts";
import { keywordsAsSecondary } from "../shared/post_fields.ts";
import type { JsonNode } from "./json_ld.ts";

type Step = { name: string; text: string };

function list(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function node(value: unknown): JsonNode | null {
  return value && typeof value === "object" && !Array.isArray(value) ? value as JsonNode : null;
}

function types(value: JsonNode): string[] {
  return list(value["@type"]).filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/:#]/, ""));
}

function plain(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? htmlToText(String(value)) : "";
}

/** Steps of `recipeInstructions`: text (one step a line), lists, HowToStep, HowToSection and ItemList. */
export function instructionSteps(value: unknown, section = "", depth = 0): Step[] {
  if (depth > 5) return [];
  if (typeof value === "string") {
    const lines = /<(?:li|p|br)\b/i.test(value)
      ? value.split(/<(?:\/li|\/p|br\s*\/?)>/i).map(htmlToText)
      : value.split(/\n+/).map((line) => line.trim());
    return lines.map((line) => line.replace(/^\d+[.)]\s+/, "")).filter(Boolean).map((text) => ({
      name: section,
      text,
    }));
  }
  if (Array.isArray(value)) return value.flatMap((entry) => instructionSteps(entry, section, depth + 1));
  const step = node(value);
  if (!step) return [];
  const kind = types(step);
  if (kind.includes("HowToSection") || (kind.includes("ItemList") && !kind.includes("HowToStep"))) {
    return instructionSteps(step.itemListElement, plain(step.name) || section, depth + 1);
  }
  const text = plain(step.text) || plain(step.description) || (step.itemListElement ? "" : plain(step.name));
  if (!text) return instructionSteps(step.itemListElement, section, depth + 1);
  const name = plain(step.name);
  const ownName = name && name !== text && !text.startsWith(name.replace(/[.…]+$/, "")) ? name : "";
  return [{ name: ownName || section, text }];
}

/** `recipeYield`: the most descriptive of its values ("4 raciones" over "4"). */
function recipeYield(value: unknown): string {
  const values = list(value).map(plain).filter(Boolean);
  return values.find((v) => /\D/.test(v)) ?? values[0] ?? "";
}

/** "250 calories" → "250 kcal", "12 grams" → "12 g"; other text as written. */
export function nutritionValue(value: unknown, energy: boolean): string {
  const text = plain(value);
  const match = text.match(/^(\d+(?:[.,]\d+)?)\s*([a-zA-Zí]*)$/);
  if (!match) return text;
  const unit = match[2].toLowerCase();
  if (energy && (unit === "" || /^(kcal|cal|calories|calorías|calorias|kilocalories)$/.test(unit))) {
    return `${match[1]} kcal`;
  }
  if (!energy && (unit === "" || /^(g|gr|grams|gramos)$/.test(unit))) return `${match[1]} g`;
  return text;
}

function nutrition(value: unknown): Record<string, string> {
  const facts = node(Array.isArray(value) ? value[0] : value);
  if (!facts) return {};
  const out: Record<string, string> = {};
  const rows: [string, string, boolean][] = [
    ["nutrition_calories", "calories", true],
    ["nutrition_protein", "proteinContent", false],
    ["nutrition_fat", "fatContent", false],
    ["nutrition_carbs", "carbohydrateContent", false],
  ];
  for (const [field, property, energy] of rows) {
    const text = nutritionValue(facts[property], energy);
    if (text) out[field] = text;
  }
  return out;
}

/** The first image URL of `image` (a URL, an ImageObject, or a list of them), absolute against `base`. */
function imageUrl(value: unknown, base: string): string | undefined {
  for (const entry of list(value)) {
    const object = node(entry);
    const raw = typeof entry === "string" ? entry : plain(object?.url) || plain(object?.contentUrl);
    if (!raw) continue;
    try {
      return new URL(raw, base).href;
    } catch {
      continue;
    }
  }
  return undefined;
}

function video(value: unknown): { url: string; duration: string } {
  for (const entry of list(value)) {
    const object = node(entry);
    const candidates = object ? [object.embedUrl, object.contentUrl, object.url] : [entry];
    for (const candidate of candidates) {
      const url = plain(candidate);
      if (/^https?:\/\//.test(url) && videoEmbed(url)) {
        return { url, duration: object ? normalizeVideoDuration(plain(object.duration)) : "" };
      }
    }
  }
  return { url: "", duration: "" };
}

function joined(value: unknown): string {
  return [...new Set(list(value).map(plain).filter(Boolean))].join(", ");
}

function minutes(value: unknown): number | null {
  return toMinutes(plain(value));
}

/** The recipe post for `recipe` found at `pageUrl`; throws when the recipe has no name. */
export function recipeToImport(recipe: JsonNode, pageUrl: string): ImportItem {
  const title = plain(recipe.name) || plain(recipe.headline);
  if (!title) throw new Error(`The schema.org Recipe at ${pageUrl} has no name`);
  const description = plain(recipe.description);
  const prep = minutes(recipe.prepTime);
  const cook = minutes(recipe.cookTime);
  const total = minutes(recipe.totalTime) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const post: Record<string, unknown> = {
    title,
    slug: slugify(title),
    content: [paragraphs(description), creditLine(pageUrl)].filter(Boolean).join("\n"),
    excerpt: description,
    content_type: "recipe",
    ingredients: list(recipe.recipeIngredient ?? recipe.ingredients).map(plain).filter(Boolean),
    instructions: instructionSteps(recipe.recipeInstructions),
    ...nutrition(recipe.nutrition),
  };
  if (prep) post.prep_time = minutesToIso(prep);
  if (cook) post.cook_time = minutesToIso(cook);
  if (total) post.total_time = minutesToIso(total);
  const recipeVideo = video(recipe.video);
  const fields: [string, string][] = [
    ["recipe_yield", recipeYield(recipe.recipeYield ?? recipe.yield)],
    ["recipe_category", joined(recipe.recipeCategory)],
    ["recipe_cuisine", joined(recipe.recipeCuisine)],
    ["video_url", recipeVideo.url],
    ["video_duration", recipeVideo.duration],
  ];
  for (const [field, value] of fields) if (value) post[field] = value;
  const keywords = list(recipe.keywords).flatMap((k) => plain(k).split(",")).map((k) => k.trim()).filter(Boolean);
  keywordsAsSecondary(post, [...new Set(keywords)]);
  const item: ImportItem = { kind: "post", label: pageUrl, post: post as unknown as PostPayload, categories: [] };
  const image = imageUrl(recipe.image ?? recipe.thumbnailUrl, pageUrl);
  if (image) item.featuredImageUrl = image;
  return item;
}
