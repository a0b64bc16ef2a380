/**
 * The media library list: stored items page by page, each with the places that
 * use it (`used_by`) and `post_title`, the title of the first post showing it
 * (or of the post it was uploaded for). A search (`q`, by file name, alt text
 * or post title) or the unused filter reads the whole library and one pass of
 * usage, then pages the matches by the id of the last item shown.
 */
import { listAllMedia, listMedia } from "../db/media.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaUsage } from "../schemas/media.ts";
import { findMediaUsage } from "./media_usage.ts";

/** A library item with where it is used. */
export type MediaLibraryItem = MediaItem & { used_by: MediaUsage[] };

/** One page of the library. */
export interface MediaLibraryPage {
  items: MediaLibraryItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  cursor: string | null;
}

/** What to list: page size, cursor, search text and the unused filter. */
export interface MediaLibraryQuery {
  limit?: number;
  cursor?: string;
  q?: string;
  unused?: boolean;
}

/** A page of the library, newest first (at most 100 items). */
export async function listMediaLibrary(kv: Deno.Kv, query: MediaLibraryQuery = {}): Promise<MediaLibraryPage> {
  const q = normalizeForSearch(query.q ?? "").trim();
  if (q || query.unused) return await filteredPage(kv, { ...query, q });
  const page = await listMedia(kv, query);
  return { items: await withUsage(kv, page.items), cursor: page.cursor };
}

async function withUsage(kv: Deno.Kv, items: MediaItem[]): Promise<MediaLibraryItem[]> {
  const usage = await findMediaUsage(kv, items.map((item) => item.key));
  return items.map((item) => {
    const usedBy = usage.get(item.key) ?? [];
    const post = usedBy.find((use) => use.type === "post");
    return { ...item, post_title: post?.title ?? item.post_title, used_by: usedBy };
  });
}

function matches(item: MediaLibraryItem, q: string): boolean {
  const texts = [item.filename, item.alt, item.post_title, ...item.used_by.map((use) => use.title)];
  return texts.some((text) => text && normalizeForSearch(text).includes(q));
}

async function filteredPage(kv: Deno.Kv, query: MediaLibraryQuery & { q: string }): Promise<MediaLibraryPage> {
  const size = Math.max(1, Math.min(MEDIA_PAGE_SIZE, Math.floor(query.limit ?? MEDIA_PAGE_SIZE)));
  const all = await withUsage(kv, await listAllMedia(kv));
  const found = all.filter((item) =>
    (!query.unused || item.used_by.length === 0) && (!query.q || matches(item, query.q))
  );
  const start = query.cursor ? found.findIndex((item) => item.id < query.cursor!) : 0;
  const items = start < 0 ? [] : found.slice(start, start + size);
  const more = start >= 0 && start + size < found.length;
  return { items, cursor: more ? items[items.length - 1].id : null };
}
