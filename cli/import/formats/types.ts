/**
 * The contract between import format parsers and the `recipes import`
 * command: a source recognises its input and turns it into posts ready for the
 * site's API, or failures that explain what could not be read.
 */

import type { ImportCategory, ImportComment } from "../types.ts";

export type { ImportCategory, ImportComment };

/** One post read from a source, ready to be sent to the API once categories are resolved to ids. */
export interface ImportItem {
  kind: "post";
  /** Where it came from, e.g. `export.xml#42` or the page URL. */
  source: string;
  /** What the item was in the source ("post" when not said, "page" for a WordPress page). */
  itemKind?: string;
  /** Fields of the API's post payload (title, slug, content, …), without `category_ids`. */
  post: Record<string, unknown>;
  /** Categories of the post; parents come before their children so they can be created in order. */
  categories: ImportCategory[];
  /** Keywords of the original (its tags travel in `post.tags`); they become the secondary focus keyword. */
  keywords?: string[];
  /** Image to download and set as the featured image. */
  featuredImageUrl?: string;
  /** Paths the post had on the old site (e.g. `/2019/05/arroz/`, `/?p=42`), for redirects. */
  redirectsFrom?: string[];
  /** What the import changes about the item (a status the site does not have), one line each for the summary. */
  notes?: string[];
  /** Readers' comments to import as reviews once the post is saved. */
  comments?: ImportComment[];
  /** Login of the post's author in the source (an {@link ImportAuthor}'s `login`). */
  authorLogin?: string;
}

/** An author of the source (a WordPress `wp:author`), made a user of the site with `--authors=create`. */
export interface ImportAuthor {
  kind: "author";
  source: string;
  login: string;
  /** "" when the source has none. */
  email: string;
  /** Display name. */
  name: string;
}

/** Something in a source that could not be turned into a post. */
export interface ImportFailure {
  kind: "failure";
  source: string;
  reason: string;
  /** What the item was in the source ("post" when not said). */
  itemKind?: string;
}

/** Something in a source that is deliberately not imported (an attachment, a comment, a page without `--pages`). */
export interface ImportSkip {
  kind: "skip";
  source: string;
  /** What it is: "page", "attachment", "comment", "menu item", … */
  itemKind: string;
  /** Why it is not imported, in words an editor understands. */
  reason: string;
}

/** What a source reads from: a file path, a URL, or text already in memory (with `path` naming it). */
export interface ImportInput {
  path?: string;
  url?: string;
  text?: string;
  /** The fetch used for URLs (defaults to the global fetch). */
  fetch?: typeof fetch;
  /** Told how many results `read` yields, by a source that knows before the first (a progress bar's total). */
  expect?: (results: number) => void;
}

/** Where an old address of the source site should lead on this site. */
export type RedirectTarget =
  | { path: string }
  | { category: string }
  | { search: string };

/** An old address of the source site that is not a post's (a category, a tag, the feed), to redirect. */
export interface ImportRedirect {
  kind: "redirect";
  source: string;
  /** The old path, e.g. `/category/recetas/postres/`. */
  from: string;
  to: RedirectTarget;
}

/** A result of reading a source. */
export type ImportResult = ImportItem | ImportFailure | ImportSkip | ImportRedirect | ImportAuthor;

/** An import format. */
export interface ImportSource {
  /** Short name of the format, e.g. "wordpress". */
  name: string;
  /** True when this source understands `input` (cheap: extension, URL, or a look at `text`). */
  detect(input: ImportInput): boolean;
  /** The posts and failures found in `input`, in source order. */
  read(input: ImportInput): AsyncIterable<ImportResult>;
}
