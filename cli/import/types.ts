/**
 * The contract between `recipes import` and the format parsers (WordPress WXR, Markdown with front matter, JSON,
 * a URL with Recipe JSON-LD). A parser is an {@link ImportSource}: pure, it turns one input into import items and
 * never talks to the site; the pipeline (`cli/import/pipeline.ts`) resolves categories, media and slugs and writes
 * through the HTTP API.
 */

/** Recipe steps as the post API takes them. */
export interface PostInstruction {
  name: string;
  text: string;
}

/**
 * A post as `POST /api/posts` takes it, without ids: categories travel separately in {@link ImportItem.categories}
 * and are turned into `category_ids` by the pipeline. Every field is optional except `title`; the server applies
 * its defaults, derives a missing slug from the title and validates everything.
 */
export interface PostPayload {
  title: string;
  slug?: string;
  excerpt?: string;
  /** HTML; the server sanitises it. */
  content?: string;
  /** Site path or http(s) URL; prefer {@link ImportItem.featuredImageUrl} for images to upload. */
  featured_image?: string;
  status?: "draft" | "published";
  /** ISO 8601 date and time, or null. */
  published_at?: string | null;
  /** When a draft is to be published, ISO 8601. */
  scheduled_at?: string;
  meta_title?: string;
  meta_description?: string;
  focus_keyword?: string;
  secondary_focus_keyword?: string;
  /** Short labels, each linking to its tag page (`/tag/<slug>`); at most 20 of up to 50 characters. */
  tags?: string[];
  /** The name shown as the author (the original author's display name); the post belongs to the importing user. */
  author_name?: string;
  seo_score?: number;
  content_type?: "article" | "recipe";
  /** ISO 8601 durations, e.g. "PT1H30M". */
  prep_time?: string;
  cook_time?: string;
  total_time?: string;
  recipe_yield?: string;
  recipe_category?: string;
  recipe_cuisine?: string;
  ingredients?: string[];
  instructions?: PostInstruction[];
  nutrition_calories?: string;
  nutrition_protein?: string;
  nutrition_fat?: string;
  nutrition_carbs?: string;
  video_url?: string;
  /** Length of the video, ISO 8601 ("PT4M30S"). */
  video_duration?: string;
  schema_markup?: string;
}

/** A category an item belongs to; found by slug on the site, created when missing. */
export interface ImportCategory {
  name: string;
  slug: string;
  /** Slug of the parent category, which must come earlier in the same item's list or exist on the site. */
  parent?: string;
  /** The category's description, kept when the category is created. */
  description?: string;
}

/** One post to import. */
export interface ImportItem {
  kind: "post";
  /** Where it came from, e.g. `export.xml#42`, the file or the page URL. */
  label: string;
  /** What the item was in the source: "post" (the default) or "page". */
  itemKind?: string;
  post: PostPayload;
  categories: ImportCategory[];
  /** An image (http(s) URL or local file path) to upload as the featured image. */
  featuredImageUrl?: string;
  /** Old site paths (e.g. "/2019/05/ropa-vieja/") that should redirect to the new post. */
  redirectsFrom?: string[];
  /** What the import changes about the item, one line each for the summary (e.g. a status the site lacks). */
  notes?: string[];
  /** Readers' comments of the post, sent as reviews (`POST /api/admin/reviews`) once the post is on the site. */
  comments?: ImportComment[];
  /** Login of the post's author in the source; with `--authors=create` the post belongs to that author's user. */
  authorLogin?: string;
  /** Not public in the source (private, password-protected): a draft whatever `--status` asks. */
  keepDraft?: boolean;
}

/** An author of the source; with `--authors=create` found among the site's users or added as one. */
export interface ImportAuthor {
  kind: "author";
  label: string;
  login: string;
  /** "" when the source has none. */
  email: string;
  /** Display name. */
  name: string;
}

/** A reader's comment or review of an imported post, as `POST /api/admin/reviews` takes it (without `post_id`). */
export interface ImportComment {
  /** Names the comment in the summary, e.g. `export.xml#3/comment-12 (Lucía)`. */
  label: string;
  name: string;
  email?: string;
  /** 1–5, on recipes only. */
  stars?: number;
  /** Plain text. */
  text: string;
  status: "approved" | "pending";
  /** ISO date-time. */
  created_at: string;
  /** The post author's answer, shown as the site's reply. */
  reply?: { text: string; author: string; created_at: string };
}

/** An input entry a parser could not turn into an item; the import reports it and goes on. */
export interface ImportFailure {
  kind: "failure";
  /** What failed, e.g. the file name, the WXR item title or the URL. */
  label: string;
  /** Why, in words an editor understands. */
  reason: string;
  /** What the entry was in the source ("post" when not said). */
  itemKind?: string;
}

/** An input entry that is deliberately not imported; the import counts it as skipped with its reason. */
export interface ImportSkipped {
  kind: "skipped";
  /** "page", "attachment", "comment", "menu item", … */
  itemKind: string;
  label: string;
  reason: string;
}

/** An old address that is not a post's (a category, a tag, the feed); added once every item is imported. */
export interface ImportSiteRedirect {
  kind: "redirect";
  label: string;
  from: string;
  /**
   * A site path, a category (by slug, its address follows the site's category base), a search, or an image on the
   * site: the first of these old URLs (an original and its sizes) an imported post brought in.
   */
  to: { path: string } | { category: string } | { search: string } | { image: string[] };
}

/** What a source yields. */
export type ImportEntry = ImportItem | ImportFailure | ImportSkipped | ImportSiteRedirect | ImportAuthor;

/**
 * One import input as given on the command line: a file path, a folder path or an http(s) URL. Parsers read
 * files and URLs themselves (`Deno.readTextFile`, `fetch`); the pipeline only tells them which kind it is.
 */
export interface ImportInput {
  /** The argument as typed. */
  location: string;
  kind: "file" | "folder" | "url";
}

/** A format parser. */
export interface ImportSource {
  /** Name shown in messages and accepted by `--format`, e.g. "json", "wxr", "markdown", "jsonld". */
  readonly name: string;
  /** True when this source reads `input` (by extension, a peek at the content, or the URL); must not throw. */
  detect(input: ImportInput): boolean | Promise<boolean>;
  /**
   * The items of `input`, in order; a broken entry is yielded as an {@link ImportFailure}, never thrown. A source
   * that streams its input calls `expect` with the number of entries it will yield before yielding the first.
   */
  read(input: ImportInput, expect?: (entries: number) => void): AsyncIterable<ImportEntry>;
}

/** What happened to one item. */
export interface ImportResult {
  label: string;
  slug: string;
  /** What the item was: "post", "page", "attachment", "comment", … */
  kind: string;
  result: "created" | "updated" | "skipped" | "failed";
  id?: string;
  /** Why it was skipped or failed; for a saved post, its notes joined. */
  reason?: string;
  /** What a saved post lost on the way (its featured image, a redirect), one line each. */
  notes?: string[];
  /** An updated post that now belongs to its author's user (`--authors=create --update`), or would in a dry run. */
  reattributed?: boolean;
}
