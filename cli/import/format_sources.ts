/**
 * The file and page formats of `cli/import/formats/` (WordPress WXR, Markdown with front matter, a page with
 * schema.org Recipe data) as sources of the import pipeline: each command-line input becomes the format's input
 * (a path or a URL), and what the format yields becomes pipeline entries.
 */
import { markdownSource } from "./formats/markdown/source.ts";
import { recipePageSource } from "./formats/schema_org/source.ts";
import type { ImportInput as FormatInput, ImportResult, ImportSource as FormatSource } from "./formats/types.ts";
import { wordpressSource } from "./formats/wordpress/source.ts";
import type { ImportEntry, ImportInput, ImportSource, PostPayload } from "./types.ts";

/** The format's view of a command-line input; folders are not a format's business (the command walks them). */
function formatInput(input: ImportInput): FormatInput | null {
  if (input.kind === "url") return { url: input.location };
  if (input.kind === "file") return { path: input.location };
  return null;
}

/** One format result as a pipeline entry: keywords become the post's secondary focus keyword when it has none. */
export function toEntry(result: ImportResult): ImportEntry {
  if (result.kind === "failure") {
    return { kind: "failure", label: result.source, reason: result.reason, itemKind: result.itemKind ?? "post" };
  }
  if (result.kind === "redirect") return { kind: "redirect", label: result.source, from: result.from, to: result.to };
  if (result.kind === "author") {
    return { kind: "author", label: result.source, login: result.login, email: result.email, name: result.name };
  }
  if (result.kind === "skip") {
    return { kind: "skipped", label: result.source, reason: result.reason, itemKind: result.itemKind };
  }
  const post = { ...result.post } as unknown as PostPayload;
  if (result.keywords?.length && !post.secondary_focus_keyword) {
    post.secondary_focus_keyword = result.keywords.join(", ").slice(0, 200);
  }
  return {
    kind: "post",
    itemKind: result.itemKind ?? "post",
    post,
    categories: result.categories,
    ...(result.featuredImageUrl ? { featuredImageUrl: result.featuredImageUrl } : {}),
    ...(result.redirectsFrom?.length ? { redirectsFrom: result.redirectsFrom } : {}),
    ...(result.notes?.length ? { notes: result.notes } : {}),
    ...(result.comments?.length ? { comments: result.comments } : {}),
    ...(result.authorLogin ? { authorLogin: result.authorLogin } : {}),
  };
}

/** A format as a pipeline source under the same name. */
export function adaptFormat(format: FormatSource): ImportSource {
  return {
    name: format.name,
    detect(input) {
      const view = formatInput(input);
      return view !== null && format.detect(view);
    },
    async *read(input, expect) {
      const view = formatInput(input);
      if (!view) return;
      for await (const result of format.read({ ...view, ...(expect ? { expect } : {}) })) yield toEntry(result);
    },
  };
}

/** The formats, in the order they are asked; `pages` also imports WordPress pages. */
export function formatSources(options: { pages?: boolean } = {}): ImportSource[] {
  return [recipePageSource, wordpressSource({ pages: options.pages }), markdownSource].map(adaptFormat);
}
