/**
 * What of a WordPress export is not turned into posts, and why: every item and comment of the file is either
 * imported or reported as skipped with one of these reasons, never dropped without a word.
 */
import type { ImportSkipped } from "../../types.ts";
import { commentSkipReason, commentSource } from "./comments.ts";
import type { WxrItem } from "./wxr.ts";

/** The kind and reason of an item that is not imported. */
export interface SkipReason {
  kind: string;
  reason: string;
}

/** Names of WordPress post types as the summary counts them. */
const KIND_NAMES: Record<string, string> = {
  nav_menu_item: "menu item",
  wprm_recipe: "recipe card",
  wp_block: "reusable block",
  wp_navigation: "navigation",
  wp_global_styles: "theme setting",
  wp_template: "template",
  wp_template_part: "template",
  custom_css: "theme setting",
  revision: "revision",
};

/** The summary's name of an item's kind ("post", "page", "attachment", "menu item", …). */
export function kindOf(item: WxrItem): string {
  return KIND_NAMES[item.postType] ?? (item.postType || "post");
}

function contentSkip(item: WxrItem, kind: string): SkipReason | null {
  if (item.status === "trash") return { kind, reason: "in the WordPress trash" };
  if (item.status === "auto-draft") return { kind, reason: "an automatic draft WordPress never saved" };
  if (item.status === "inherit") return { kind, reason: "a revision of another item" };
  return null;
}

/** Why `item` is not imported, or null when it is (a post, or a page with `pages`). */
export function skipReasonOf(item: WxrItem, options: { pages: boolean }): SkipReason | null {
  const kind = kindOf(item);
  switch (item.postType) {
    case "post":
      return contentSkip(item, kind);
    case "page":
      return contentSkip(item, kind) ??
        (options.pages ? null : { kind, reason: "pages are imported only with --pages" });
    case "attachment":
      return { kind, reason: "media files are uploaded with the posts that use them" };
    case "wprm_recipe":
      return { kind, reason: "a WP Recipe Maker card: its fields are imported into the post that shows it" };
    case "wp_block":
      return { kind, reason: "a reusable block: its content is put into the posts that use it" };
    case "nav_menu_item":
      return { kind, reason: "menus are not imported: build the menu in Admin → Menu" };
    default:
      return { kind, reason: `WordPress "${item.postType || "unknown"}" items are not imported` };
  }
}

/** One skip per comment of `item`, an item that is not imported, naming the comment and its post. */
export function* skippedComments(item: WxrItem, label: string): Generator<ImportSkipped> {
  for (const comment of item.comments) {
    yield {
      kind: "skipped",
      label: commentSource(item, label, comment),
      itemKind: "comment",
      reason: commentSkipReason(comment) ?? "its post is not imported",
    };
  }
}
