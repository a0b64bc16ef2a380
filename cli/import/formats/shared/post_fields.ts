/**
 * Post fields from a loose record (Markdown front matter, JSON): the API's
 * own names, plus the usual aliases of static-site generators (`date`,
 * `description`, `servings`, `prepTime`, a `nutrition` mapping, `draft: true`).
 * Throws an Error naming the field when a value cannot be used.
 */
import { normalizeDuration, normalizeVideoDuration } from "./durations.ts";

type Data = Record<string, unknown>;

const TEXT_FIELDS: [field: string, aliases: string[]][] = [
  ["excerpt", ["excerpt", "description", "summary"]],
  ["meta_title", ["meta_title", "seo_title"]],
  ["meta_description", ["meta_description", "seo_description"]],
  ["focus_keyword", ["focus_keyword"]],
  ["secondary_focus_keyword", ["secondary_focus_keyword"]],
  ["recipe_yield", ["recipe_yield", "yield", "servings"]],
  ["recipe_category", ["recipe_category"]],
  ["recipe_cuisine", ["recipe_cuisine", "cuisine"]],
  ["video_url", ["video_url", "video"]],
];

/** Duration fields: their aliases, how a value is read, and the example the error gives. */
const DURATION_FIELDS: [field: string, aliases: string[], read: (value: unknown) => string, example: string][] = [
  ["prep_time", ["prep_time", "prepTime"], normalizeDuration, "PT1H30M"],
  ["cook_time", ["cook_time", "cookTime"], normalizeDuration, "PT1H30M"],
  ["total_time", ["total_time", "totalTime"], normalizeDuration, "PT1H30M"],
  ["video_duration", ["video_duration", "videoDuration"], normalizeVideoDuration, "PT4M30S"],
];

const NUTRITION: [field: string, keys: string[]][] = [
  ["nutrition_calories", ["calories"]],
  ["nutrition_protein", ["protein"]],
  ["nutrition_fat", ["fat"]],
  ["nutrition_carbs", ["carbs", "carbohydrates"]],
];

function first(data: Data, keys: string[]): unknown {
  for (const key of keys) if (data[key] !== undefined && data[key] !== null) return data[key];
  return undefined;
}

function scalar(value: unknown, field: string): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new Error(`${field} must be text`);
}

function status(data: Data): string | undefined {
  const value = first(data, ["status"]);
  if (value === undefined) {
    if (data.draft === true) return "draft";
    if (data.draft === false) return "published";
    return undefined;
  }
  const text = scalar(value, "status").toLowerCase();
  if (text === "published" || text === "publish") return "published";
  if (text === "draft") return "draft";
  throw new Error(`status must be "published" or "draft", not "${text}"`);
}

function publishedAt(data: Data): string | undefined {
  const value = first(data, ["published_at", "date"]);
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(scalar(value, "date"));
  if (Number.isNaN(date.getTime())) throw new Error(`date "${String(value)}" is not a date`);
  return date.toISOString();
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === "string" ? value.split("\n") : value;
  if (!Array.isArray(list)) throw new Error(`${field} must be a list`);
  return list.map((item) => scalar(item, field)).filter(Boolean);
}

function instructions(value: unknown): { name: string; text: string }[] {
  if (value === undefined) return [];
  const list = typeof value === "string" ? value.split("\n").map((line) => line.replace(/^\s*\d+[.)]\s*/, "")) : value;
  if (!Array.isArray(list)) throw new Error("instructions must be a list");
  return list.map((step) => {
    if (step && typeof step === "object") {
      const record = step as Data;
      return { name: scalar(record.name ?? "", "instruction name"), text: scalar(record.text ?? "", "instruction") };
    }
    return { name: "", text: scalar(step, "instruction") };
  }).filter((step) => step.text);
}

function nutrition(data: Data): Data {
  const nested = data.nutrition && typeof data.nutrition === "object" ? data.nutrition as Data : {};
  const out: Data = {};
  for (const [field, keys] of NUTRITION) {
    const value = first(data, [field]) ?? first(nested, keys);
    if (value !== undefined && value !== "") out[field] = scalar(value, field);
  }
  return out;
}

/** The post payload fields found in `data` (title, slug and content are left to the caller). */
export function postFieldsFrom(data: Data): Data {
  const post: Data = {};
  const postStatus = status(data);
  if (postStatus) post.status = postStatus;
  const date = publishedAt(data);
  if (date) post.published_at = date;
  for (const [field, aliases] of TEXT_FIELDS) {
    const value = first(data, aliases);
    if (value !== undefined) post[field] = scalar(value, field);
  }
  for (const [field, aliases, read, example] of DURATION_FIELDS) {
    const value = first(data, aliases);
    if (value === undefined || value === "") continue;
    const duration = read(value);
    if (!duration && value !== 0) {
      throw new Error(`${field} "${String(value)}" is not a duration (use ${example} or minutes)`);
    }
    if (duration) post[field] = duration;
  }
  const ingredientList = stringList(data.ingredients, "ingredients");
  const steps = instructions(data.instructions);
  if (ingredientList.length) post.ingredients = ingredientList;
  if (steps.length) post.instructions = steps;
  Object.assign(post, nutrition(data));
  const type = first(data, ["content_type", "type"]);
  if (type !== undefined) {
    const text = scalar(type, "content_type").toLowerCase();
    if (text !== "recipe" && text !== "article") throw new Error(`content_type must be "recipe" or "article"`);
    post.content_type = text;
  } else {
    post.content_type = ingredientList.length || steps.length ? "recipe" : "article";
  }
  return post;
}

/** Items of `key` in `data`: a list or comma-separated text. */
function commaList(data: Data, key: string): string[] {
  const value = first(data, [key]);
  if (value === undefined) return [];
  const list = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return list.map((item) => String(item).trim()).filter(Boolean);
}

/** Keywords from `keywords` (a list or comma-separated text). */
export function keywordsFrom(data: Data): string[] {
  return commaList(data, "keywords");
}

/** Keywords of the original as the post's secondary focus keyword, when it has none. */
export function keywordsAsSecondary(post: Data, keywords: string[]): void {
  if (keywords.length && !post.secondary_focus_keyword) {
    post.secondary_focus_keyword = keywords.join(", ").slice(0, 200);
  }
}

/** Tags from `tags` (a list or comma-separated text), as written. */
export function tagsFrom(data: Data): string[] {
  return commaList(data, "tags");
}
