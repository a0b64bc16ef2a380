/**
 * JSON in the API's post shape: one post object or an array of them. Fields
 * go through the same normalising as front matter; `categories` (names,
 * "Padre > Hijo" paths or objects), `keywords` and `tags` are read when present, and
 * an http(s) `featured_image` becomes the image to download.
 */
import { slugify } from "../../../../lib/text/slug.ts";
import { categoriesFrom } from "../shared/categories.ts";
import { errorMessage, failure, inputExtension, inputLabel, readInputText } from "../shared/input.ts";
import { keywordsFrom, postFieldsFrom, tagsFrom } from "../shared/post_fields.ts";
import { fitTags } from "../shared/tags.ts";
import type { ImportInput, ImportItem, ImportResult, ImportSource } from "../types.ts";

/** The import item for one post object; throws when it cannot be used. */
export function jsonPostToImport(value: unknown, source: string): ImportItem {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("Each post must be a JSON object");
  const data = value as Record<string, unknown>;
  const title = typeof data.title === "string" ? data.title.trim() : "";
  if (!title) throw new Error("The post has no title");
  const content = data.content ?? "";
  if (typeof content !== "string") throw new Error("content must be HTML text");
  const post: Record<string, unknown> = {
    title,
    slug: slugify(typeof data.slug === "string" ? data.slug : "") || slugify(title),
    content,
    ...postFieldsFrom(data),
  };
  const item: ImportItem = { kind: "post", source, post, categories: categoriesFrom(data.categories) };
  const image = typeof data.featured_image === "string" ? data.featured_image.trim() : "";
  if (/^https?:\/\//i.test(image)) item.featuredImageUrl = image;
  else if (image.startsWith("/")) post.featured_image = image;
  const keywords = keywordsFrom(data);
  if (keywords.length) item.keywords = keywords;
  const tags = fitTags(tagsFrom(data));
  if (tags.tags.length) post.tags = tags.tags;
  if (tags.note) item.notes = [tags.note];
  return item;
}

async function* readJson(input: ImportInput): AsyncGenerator<ImportResult> {
  const label = inputLabel(input);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readInputText(input));
  } catch (error) {
    yield failure(label, `Not valid JSON: ${errorMessage(error)}`);
    return;
  }
  const posts = Array.isArray(parsed) ? parsed : [parsed];
  for (const [index, value] of posts.entries()) {
    const source = Array.isArray(parsed) ? `${label}#${index + 1}` : label;
    try {
      yield jsonPostToImport(value, source);
    } catch (error) {
      yield failure(source, errorMessage(error));
    }
  }
}

/** The JSON source: posts in the API's payload shape. */
export const jsonSource: ImportSource = {
  name: "json",
  detect: (input) =>
    inputExtension(input) === "json" ||
    (!input.path && !input.url && input.text !== undefined && /^\s*[[{]/.test(input.text)),
  read: readJson,
};
