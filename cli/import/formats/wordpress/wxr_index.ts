/**
 * The first reading of a WordPress export: the whole file is streamed once to check it (well-formed, an export)
 * and to note what converting a post may need from elsewhere in the file: the channel's categories, tags and
 * authors, the attachments' URLs and captions (a post's images often come after it), where each WP Recipe Maker
 * card is (its byte range, read again when its post is converted) and how many results the second reading yields
 * (the channel's authors, the items and their comments, the old addresses).
 * What it keeps grows with the number of attachments and terms, never with the posts' text.
 */
import { cleanText } from "../shared/html.ts";
import type { ImportSiteRedirect } from "../../types.ts";
import { ArchiveAddresses } from "./archive_addresses.ts";
import { commentsOf } from "./comments.ts";
import { oldAddresses } from "./old_addresses.ts";
import type { GalleryImage } from "./shortcodes.ts";
import { skipReasonOf } from "./skips.ts";
import { emptyWxrDocument, readWxr, type WxrDocument, type WxrRange } from "./wxr.ts";

/** Where an item is, to read it again. */
export interface WxrItemPlace {
  range: WxrRange;
  /** Position of the item in the file, from 1. */
  index: number;
}

/** What the second reading needs from the whole file. */
export interface WxrIndex {
  document: WxrDocument;
  /** Attachment URLs by attachment id. */
  attachments: Map<string, string>;
  /** Attachments as galleries show them, by id. */
  gallery: Map<string, GalleryImage>;
  /** Reusable blocks' content by id (a handful in an export, put into the posts that use them). */
  blocks: Map<string, string>;
  /** WP Recipe Maker recipes by id. */
  recipes: Map<string, WxrItemPlace>;
  /** WP Recipe Maker recipes by the id of the post they belong to. */
  recipesByParent: Map<string, WxrItemPlace>;
  /** Old addresses of uploads, attachment pages, authors and dates (`archive_addresses.ts`). */
  addresses: ImportSiteRedirect[];
  /** How many results reading the export yields (items, comments and old addresses). */
  results: number;
}

/** Reads the export once through; throws an Error with the reason when it is not a readable export. */
export async function indexWxr(
  chunks: AsyncIterable<Uint8Array>,
  options: { pages: boolean; label: string },
): Promise<WxrIndex> {
  const document = emptyWxrDocument();
  const index: WxrIndex = {
    document,
    attachments: new Map(),
    gallery: new Map(),
    blocks: new Map(),
    recipes: new Map(),
    recipesByParent: new Map(),
    addresses: [],
    results: 0,
  };
  const addresses = new ArchiveAddresses(options.label);
  for await (const { item, range } of readWxr(chunks, document)) {
    if (item.postType === "attachment" && item.attachmentUrl) {
      index.attachments.set(item.id, item.attachmentUrl);
      const alt = cleanText(item.meta.get("_wp_attachment_image_alt") ?? "");
      index.gallery.set(item.id, { url: item.attachmentUrl, caption: cleanText(item.excerpt), alt });
    }
    addresses.add(item);
    if (item.postType === "wp_block" && item.status !== "trash") index.blocks.set(item.id, item.content);
    if (item.postType === "wprm_recipe") {
      const place = { range, index: item.index };
      index.recipes.set(item.id, place);
      const parent = item.meta.get("wprm_parent_post_id")?.trim();
      if (parent) index.recipesByParent.set(parent, place);
    }
    // One result for the item, and one for each comment that is skipped rather than sent with its post.
    const skipped = skipReasonOf(item, { pages: options.pages }) !== null;
    index.results += 1 + (skipped ? item.comments.length : commentsOf(item, options.label, {
      recipe: false,
      authorId: document.authorIds.get(item.creator),
      authorName: "",
    }).skips.length);
  }
  index.addresses = addresses.entries();
  index.results += document.authorList.length + oldAddresses(document, options.label).length + index.addresses.length;
  return index;
}
