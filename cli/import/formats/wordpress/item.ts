/** One post or page of a WordPress export → an import item. */
import { slugify } from "../../../../lib/text/slug.ts";
import { cleanText } from "../shared/html.ts";
import { htmlToText } from "../../../../lib/text/html_text.ts";
import type { ImportCategory, ImportItem, PostPayload } from "../../types.ts";
import { cleanWordPressContent } from "./content.ts";
import type { GalleryImage } from "./shortcodes.ts";
import { itemTags } from "./tags.ts";
import { seoOf } from "./seo.ts";
import { absoluteImageUrls } from "./image_urls.ts";
import { videoEmbed } from "../../../../lib/shared/video.ts";
import { hasWprmMeta, wprmNotesHtml, wprmRecipeFields, wprmTerms, wprmVideo } from "./wprm.ts";
import type { WxrCategory, WxrDocument, WxrItem } from "./wxr.ts";

/**
 * What converting an item needs from the rest of the export: the channel's categories, authors and address
 * (`wp:base_site_url`, which relative image addresses are read against), and what the first reading indexed.
 */
export interface WxrContext extends Pick<WxrDocument, "categories" | "siteUrl" | "authors" | "authorIds"> {
  /** Names the file in `source`. */
  label: string;
  /** Attachment URLs by attachment id. */
  attachments: Map<string, string>;
  /** Attachments as galleries show them, by id. */
  gallery: Map<string, GalleryImage>;
  /** Reusable blocks' content by id. */
  blocks: Map<string, string>;
  /** The WP Recipe Maker card the item shows when it is a separate item (read again from the file), if any. */
  recipe?: WxrItem;
}

/** `source` of an item: the file and the item's post id. */
export function itemSource(item: WxrItem, label: string): string {
  return `${label}#${item.id || `item-${item.index}`}`;
}

/** How the summary names an item that is not imported: its title, then where it is (`"Flan" (export.xml#306)`). */
export function itemName(item: WxrItem, label: string): string {
  const title = cleanText(item.title);
  return title ? `"${title}" (${itemSource(item, label)})` : itemSource(item, label);
}

function slugOf(item: WxrItem, title: string): string {
  let name = item.postName;
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the name as written
  }
  return slugify(name) || slugify(title);
}

/** "2019-05-10 14:30:00" (UTC) → ISO; null for WordPress's empty date "0000-00-00 00:00:00". */
export function gmtDate(value: string): string | null {
  if (!value || value.startsWith("0000-00-00")) return null;
  const match = value.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/);
  const date = match ? new Date(`${match[1]}T${match[2]}Z`) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`wp:post_date_gmt "${value}" is not a date`);
  return date.toISOString();
}

/** The item's categories with their ancestors first, each once. */
function categoriesOf(item: WxrItem, known: Map<string, WxrCategory>): ImportCategory[] {
  const out = new Map<string, ImportCategory>();
  const add = (slug: string, name: string, seen: Set<string>) => {
    if (out.has(slug) || seen.has(slug)) return;
    seen.add(slug);
    const parent = known.get(slug)?.parent;
    if (parent) add(parent, known.get(parent)?.name ?? parent, seen);
    const description = known.get(slug)?.description;
    out.set(slug, { name, slug, ...(parent ? { parent } : {}), ...(description ? { description } : {}) });
  };
  for (const term of item.terms) {
    if (term.domain !== "category") continue;
    const slug = term.slug || slugify(term.name);
    if (slug) add(slug, known.get(slug)?.name ?? cleanText(term.name), new Set());
  }
  return [...out.values()];
}

function redirectsOf(item: WxrItem): string[] {
  const paths = new Set<string>();
  try {
    const url = new URL(item.link);
    const path = url.pathname + url.search;
    if (path !== "/") paths.add(path);
  } catch {
    // no usable permalink
  }
  if (/^\d+$/.test(item.id)) paths.add(item.postType === "page" ? `/?page_id=${item.id}` : `/?p=${item.id}`);
  return [...paths];
}

/** The summary line of a status the site does not have as such (protected, scheduled, private, pending), or null. */
function statusNote(item: WxrItem, publishedAt: string | null, now: number): string | null {
  const status = item.status;
  if (item.password && status !== "private") {
    return "password-protected in WordPress: kept as a draft (the site has no protected posts)";
  }
  if (status === "future") {
    if (!publishedAt) return "scheduled in WordPress without a date: kept as a draft";
    return Date.parse(publishedAt) > now
      ? `scheduled for ${publishedAt} in WordPress: scheduled here too, it publishes then`
      : `scheduled for ${publishedAt} in WordPress, a time already past: imported as published on that date`;
  }
  if (status === "private") return "private in WordPress: kept as a draft (the site has no private posts)";
  if (status === "pending") return "pending review in WordPress: kept as a draft";
  return null;
}

/**
 * Status and dates of an item: published posts keep their date; a scheduled one whose date is ahead is a draft
 * scheduled for it, one whose date has passed is published on that date; everything else is a draft.
 */
function publicationOf(item: WxrItem, publishedAt: string | null, now: number): Record<string, unknown> {
  // A password-protected post is never published, whatever its status: its text was not meant for everyone.
  const status = item.password ? "draft" : item.status;
  if (status === "future" && publishedAt && Date.parse(publishedAt) > now) {
    return { status: "draft", scheduled_at: publishedAt };
  }
  const published = status === "publish" || (status === "future" && publishedAt !== null);
  return { status: published ? "published" : "draft", ...(publishedAt ? { published_at: publishedAt } : {}) };
}

/**
 * The import item for a post or page (`now`, the clock scheduled items are compared with); throws an Error with the
 * reason when the item cannot be used.
 */
export function wxrItemToImport(item: WxrItem, context: WxrContext, now = Date.now()): ImportItem {
  const title = cleanText(item.title);
  if (!title) throw new Error("The item has no title");
  const slug = slugOf(item, title);
  if (!slug) throw new Error(`No slug can be made from "${title}"`);
  const publishedAt = gmtDate(item.dateGmt);
  const missing: string[] = [];
  const missingBlocks: string[] = [];
  const post: Record<string, unknown> = {
    title,
    slug,
    content: absoluteImageUrls(
      cleanWordPressContent(item.content, {
        attachments: context.gallery,
        missing,
        blocks: context.blocks,
        missingBlocks,
      }),
      context.siteUrl,
    ),
    excerpt: htmlToText(item.excerpt),
    ...publicationOf(item, publishedAt, now),
    content_type: "article",
  };
  const author = context.authors.get(item.creator) ?? cleanText(item.creator);
  if (author) post.author_name = author.slice(0, 100);
  const seo = seoOf(item, title);
  Object.assign(post, seo.fields);
  const notes: string[] = [];
  const recipe = hasWprmMeta(item) ? item : context.recipe;
  if (recipe) {
    Object.assign(post, wprmRecipeFields(recipe));
    if (!post.excerpt && recipe !== item) post.excerpt = htmlToText(recipe.content);
    const video = wprmVideo(recipe);
    if (video && videoEmbed(video)) post.video_url = video;
    else if (video) notes.push(`recipe video ${video} is not a YouTube, Vimeo or Dailymotion link: left out`);
    const recipeNotes = wprmNotesHtml(recipe);
    if (recipeNotes) post.content = `${post.content}\n${recipeNotes}`;
  }
  const tags = itemTags(item, recipe ? wprmTerms(recipe, "wprm_keyword") : []);
  if (tags.tags.length) post.tags = tags.tags;
  const thumbnailId = item.meta.get("_thumbnail_id")?.trim() || recipe?.meta.get("_thumbnail_id")?.trim() || "";
  const featuredImageUrl = context.attachments.get(thumbnailId);
  const result: ImportItem = {
    kind: "post",
    label: itemSource(item, context.label),
    itemKind: item.postType === "page" ? "page" : "post",
    post: post as unknown as PostPayload,
    categories: categoriesOf(item, context.categories),
    redirectsFrom: redirectsOf(item),
  };
  for (const note of [statusNote(item, publishedAt, now), tags.note, ...seo.notes]) if (note) notes.push(note);
  if (missing.length) notes.push(`gallery images ${missing.join(", ")} are not in the export: left out`);
  if (missingBlocks.length) notes.push(`reusable blocks ${missingBlocks.join(", ")} are not in the export: left out`);
  if (item.sticky) notes.push("sticky in WordPress: an ordinary post here (the site does not pin posts)");
  if (notes.length) result.notes = notes;
  if (featuredImageUrl) result.featuredImageUrl = featuredImageUrl;
  if (item.creator) result.authorLogin = item.creator;
  if (item.password || item.status === "private") result.keepDraft = true;
  return result;
}
