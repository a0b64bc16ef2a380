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
import { inputExtension, oneEntry } from "../shared/input.ts";
import { keywordsAsSecondary, keywordsFrom, postFieldsFrom, tagsFrom } from "../shared/post_fields.ts";
import { fitTags } from "../shared/tags.ts";
import type { ImportItem, ImportSource, PostPayload } from "../../types.ts";
import { splitFrontMatter } from "./front_matter.ts";

const EXTENSIONS = new Set(["md", "markdown"]);

/** The slug a file name suggests: "2024-03-01-ropa-vieja.md" → "ropa-vieja"; "ropa-vieja/index.md" → "ropa-vieja". */
function fileSlug(path: string): string {
  const parts = path.split(/[\\/]/);
  let name = parts.pop()!.replace(/\.(md|markdown)$/i, "");
  if (name === "index" || name === "_index") name = parts.pop() ?? "";
  return slugify(name.replace(/^\d{4}-\d{2}-\d{2}-/, ""));
}

/** An image URL: http(s) as written; a relative path resolved next to the file (as a file: URL). */
function imageUrl(value: unknown, path: string): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  const image = value.trim();
  if (/^https?:\/\//i.test(image) || image.startsWith("/")) return image;
  return pathToFileURL(resolve(dirname(path), image)).href;
}

function stringList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return list.map((item) => String(item).trim()).filter(Boolean);
}

/** The import item for a Markdown document; throws an Error with the reason when it cannot be used. */
function markdownToImport(text: string, path: string): ImportItem {
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
  keywordsAsSecondary(post, keywordsFrom(data));
  const categories = categoriesFrom(data.categories ?? data.category);
  const item: ImportItem = { kind: "post", label: path, post: post as unknown as PostPayload, categories };
  const tags = fitTags(tagsFrom(data));
  if (tags.tags.length) post.tags = tags.tags;
  if (tags.note) item.notes = [tags.note];
  const image = imageUrl(data.featured_image ?? data.image ?? data.cover, path);
  if (image) item.featuredImageUrl = image;
  const redirects = stringList(data.redirect_from ?? data.aliases);
  if (redirects.length) item.redirectsFrom = redirects;
  return item;
}

/** The Markdown source: one post per `.md` file. */
export const markdownSource: ImportSource = {
  name: "markdown",
  detect: (input) => EXTENSIONS.has(inputExtension(input)),
  read: oneEntry(async (input) => markdownToImport(await Deno.readTextFile(input.location), input.location)),
};
