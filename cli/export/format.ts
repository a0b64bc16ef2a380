/**
 * The export folder: `recipes-export.json` (marks the folder), `settings.json`, `categories.json`, `menu.json`,
 * `redirects.json`, `authors.json` (`ExportAuthor`), `media.json` with `media/<key>` files (a featured image's kept
 * upload and search-engine versions included), `messages.json` (the contact form's messages, oldest
 * first), `reviews.json` (readers' reviews, `cli/export/reviews.ts`) and `posts/<slug>.json`. Nothing carries a
 * database id:
 * posts, categories and redirects refer to each other by slug, menu items nest, media keep their keys (and so
 * their URLs).
 */
import { postFieldsWithout, READER_FIELDS } from "../../lib/shared/post_fields.ts";

/** Name of the file that marks an export folder. */
export const MANIFEST_FILE = "recipes-export.json";
/** Content of that file. */
export const MANIFEST = { format: "recipes-export", version: 1 } as const;

/**
 * Post fields written to a post file, in this order (then `categories`): every editable field but the category ids,
 * written as `categories` by slug, the headings, which the site derives from the content, and the ratings, which
 * only readers' votes set (an older export's ratings are not read back).
 */
export const POST_FIELDS = postFieldsWithout(["category_ids", "headings", ...READER_FIELDS]);

/** Category fields written to categories.json besides `parent` (the parent's slug). */
export const CATEGORY_FIELDS = [
  "name",
  "slug",
  "description",
  "emoji",
  "gradient",
  "is_active",
  "card_image",
  "header_image",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "position",
] as const;

/** A menu entry of menu.json; `children` are its submenu items. */
export interface ExportMenuItem {
  label: string;
  url: string;
  position: number;
  is_active: boolean;
  has_dropdown: 0 | 1;
  dropdown_position: string;
  children: ExportMenuItem[];
}

/** A redirect of redirects.json; `post` is the slug of the post it belongs to. */
export interface ExportRedirect {
  from_path: string;
  to_path: string;
  redirect_type: number;
  notes: string | null;
  is_active: 0 | 1;
  post: string | null;
}

/** A file of media.json; `derived`: the keys of a featured image's kept upload and versions (files of their own). */
export interface ExportMedia {
  key: string;
  kind: string;
  alt: string | null;
  derived?: string[];
}

/**
 * A user of authors.json: no id, password or other secret. Posts name their author by `email` (`author` in a post
 * file); a restore finds the user with that e-mail or adds them deactivated.
 */
export interface ExportAuthor {
  name: string;
  email: string;
  role: string;
}

/** A contact message of messages.json (no id, no address hash). */
export interface ExportMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read: boolean;
  handled: boolean;
}

/** JSON text as written to every export file: two-space indents and a final newline. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + "\n";
}

/** A review of reviews.json; `post` is its post's slug. */
export interface ExportReview {
  post: string;
  name: string;
  email: string | null;
  stars: number | null;
  text: string;
  status: string;
  created_at: string;
  reply: { text: string; author: string; created_at: string } | null;
}

/** Counts per kind of what was restored, skipped and failed, with the failures' reasons. */
export interface RestoreReport {
  [kind: string]: { created: number; skipped: number; failed: string[] };
}
