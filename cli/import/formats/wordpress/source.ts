/** The WordPress export source: posts (and pages on request) of a WXR file. */
import { errorMessage, failure, inputExtension, inputLabel, readInputText } from "../shared/input.ts";
import type { ImportInput, ImportItem, ImportResult, ImportSkip, ImportSource } from "../types.ts";
import { commentsOf } from "./comments.ts";
import { itemSource, type WxrContext, wxrItemToImport } from "./item.ts";
import { cleanText } from "../shared/html.ts";
import { oldAddresses } from "./old_addresses.ts";
import type { GalleryImage } from "./shortcodes.ts";
import { skippedComments, skipReasonOf } from "./skips.ts";
import { looksLikeWxr, parseWxr, type WxrDocument, type WxrItem } from "./wxr.ts";

/** Options of the WordPress source. */
export interface WordPressOptions {
  /** Import pages too (default: posts only). */
  pages?: boolean;
}

function contextOf(document: WxrDocument, label: string): WxrContext {
  const attachments = new Map<string, string>();
  const gallery = new Map<string, GalleryImage>();
  const recipes = new Map<string, WxrItem>();
  const recipesByParent = new Map<string, WxrItem>();
  for (const item of document.items) {
    if (item.postType === "attachment" && item.attachmentUrl) {
      attachments.set(item.id, item.attachmentUrl);
      const caption = cleanText(item.excerpt) || cleanText(item.meta.get("_wp_attachment_image_alt") ?? "");
      gallery.set(item.id, { url: item.attachmentUrl, caption });
    }
    if (item.postType === "wprm_recipe") {
      recipes.set(item.id, item);
      const parent = item.meta.get("wprm_parent_post_id")?.trim();
      if (parent) recipesByParent.set(parent, item);
    }
  }
  return {
    label,
    categories: document.categories,
    attachments,
    gallery,
    authors: document.authors,
    authorIds: document.authorIds,
    recipes,
    recipesByParent,
  };
}

async function* readWordPress(input: ImportInput, options: WordPressOptions): AsyncGenerator<ImportResult> {
  const label = inputLabel(input);
  let document: WxrDocument;
  try {
    document = parseWxr(await readInputText(input));
  } catch (error) {
    yield failure(label, errorMessage(error));
    return;
  }
  const context = contextOf(document, label);
  for (const item of document.items) {
    const skip = skipReasonOf(item, { pages: !!options.pages, context });
    if (skip) {
      yield {
        kind: "skip",
        source: itemSource(item, label),
        itemKind: skip.kind,
        reason: skip.reason,
      } satisfies ImportSkip;
    } else {
      let imported: ImportItem;
      try {
        imported = wxrItemToImport(item, context);
      } catch (error) {
        yield { ...failure(itemSource(item, label), errorMessage(error)), itemKind: item.postType };
        yield* skippedComments(item, label);
        continue;
      }
      const { comments, skips } = commentsOf(item, label, {
        recipe: imported.post.content_type === "recipe",
        authorId: context.authorIds.get(item.creator),
        authorName: typeof imported.post.author_name === "string" ? imported.post.author_name : "",
      });
      yield comments.length ? { ...imported, comments } : imported;
      yield* skips;
      continue;
    }
    yield* skippedComments(item, label);
  }
  yield* oldAddresses(document, label);
}

/** A WordPress source; `pages: true` imports pages as well as posts. */
export function wordpressSource(options: WordPressOptions = {}): ImportSource {
  return {
    name: "wordpress",
    detect: (input) =>
      input.text !== undefined ? looksLikeWxr(input.text) : !input.url && inputExtension(input) === "xml",
    read: (input) => readWordPress(input, options),
  };
}
