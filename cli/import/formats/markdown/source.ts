/**
 * Markdown files with YAML front matter (one file per call; the command walks
 * folders). The body becomes the post's HTML content; front matter gives the
 * title, slug, excerpt, status, date, categories, tags and recipe fields.
 */
import { marked } from "marked";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { slugify } from "../../../../lib/text/slug.ts";
import { categoriesFrom } from "../shared/categories.ts";
import { errorMessage, failure, inputExtension, inputLabel, readInputText } from "../shared/input.ts";
import { keywordsFrom, postFieldsFrom, tagsFrom } from "../shared/post_fields.ts";
import { fitTags } from "../shared/tags.ts";
import type { ImportInput, ImportItem, ImportResult, ImportSource } from "../types.ts";
import { splitFrontMatter } from "./front_matter.ts";

const EXTENSIONS = new Set(["md", "markdown"]);

/** The slug a file name suggests: "2024-03-01-ropa-vieja.md" → "ropa-vieja"; "ropa-vieja/index.md" → "ropa-vieja". */
function fileSlug(path: string | undefined): string {
  if (!path) return "";
  const parts = path.split(/[\\/]/);
  let name = parts.pop()!.replace(/\.(md|markdown)$/i, "");
  if (name === "index" || name === "_index") name = parts.pop() ?? "";
  return slugify(name.replace(/^\d{4}-\d{2}-\d{2}-/, ""));
}

/** An image URL: http(s) as written; a relative path resolved next to the file (as a file: URL). */
function imageUrl(value: unknown, path: string | undefined): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  const image = value.trim();
  if (/^https?:\/\//i.test(image) || !path || image.startsWith("/")) return image;
  return pathToFileURL(resolve(dirname(path), image)).href;
}

function stringList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return list.map((item) => String(item).trim()).filter(Boolean);
}

/** The import item for a Markdown document; throws an Error with the reason when it cannot be used. */
export function markdownToImport(text: string, source: string, path?: string): ImportItem {
  const { data, body } = splitFrontMatter(text);
  let markdown = body;
  let title = typeof data.title === "string" || typeof data.title === "number" ? String(data.title).trim() : "";
  if (!title) {
    const heading = markdown.match(/^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/);
    if (heading) {
      title = heading[1];
      markdown = markdown.slice(heading[0].length);
    }
  }
  if (!title) throw new Error("No title: set title in the front matter or start with a # heading");
  const slug = slugify(String(data.slug ?? "")) || fileSlug(path) || slugify(title);
  const post: Record<string, unknown> = {
    title,
    slug,
    content: (marked.parse(markdown, { async: false, gfm: true }) as string).trim(),
    ...postFieldsFrom(data),
  };
  const item: ImportItem = { kind: "post", source, post, categories: categoriesFrom(data.categories ?? data.category) };
  const keywords = keywordsFrom(data);
  if (keywords.length) item.keywords = keywords;
  const tags = fitTags(tagsFrom(data));
  if (tags.tags.length) post.tags = tags.tags;
  if (tags.note) item.notes = [tags.note];
  const image = imageUrl(data.featured_image ?? data.image ?? data.cover, path);
  if (image) item.featuredImageUrl = image;
  const redirects = stringList(data.redirect_from ?? data.aliases);
  if (redirects.length) item.redirectsFrom = redirects;
  return item;
}

async function* readMarkdown(input: ImportInput): AsyncGenerator<ImportResult> {
  const source = inputLabel(input);
  try {
    yield markdownToImport(await readInputText(input), source, input.path);
  } catch (error) {
    yield failure(source, errorMessage(error));
  }
}

/** The Markdown source: one post per `.md` file. */
export const markdownSource: ImportSource = {
  name: "markdown",
  detect: (input) =>
    EXTENSIONS.has(inputExtension(input)) ||
    (!input.path && !input.url && input.text !== undefined && /^\uFEFF?---[ \t]*\r?\n/.test(input.text)),
  read: readMarkdown,
};
