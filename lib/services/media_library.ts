/**
 * The media library list: stored items page by page, each with the places that
 * use it (`used_by`) and `post_title`, the title of the first post showing it
 * (or of the post it was uploaded for). A search (`q`, by file name, alt text
 * or title: accents, case and plurals ignored, each query word beginning a
 * word) runs on the media search index (`lib/search/media_index.ts`), which
 * holds for each item its file name, alt text, the title of the post it was
 * uploaded for (then and now) and the titles of the posts and categories
 * showing it; it is built again when a media item is created or deleted or the
 * content version changes (`lib/snapshot/content_state.ts`). Only the items shown are read. The unused filter
 * walks the library newest first until the page is full. Filtered pages go on
 * from the id of the last item shown.
 */
import { getMediaItems, iterateMedia, listMedia } from "../db/media.ts";
import type { MediaIndex } from "../search/media_index.ts";
import { foldedWords } from "../search/spanish_terms.ts";
import {
  MEDIA_PAGE_SIZE,
  type MediaItem,
  type MediaLibraryItem,
  type MediaLibraryPage,
  type MediaUsageMap,
} from "../schemas/media.ts";

/** What to list: page size, cursor, search text and the unused filter. */
export interface MediaLibraryQuery {
  limit?: number;
  cursor?: string;
  q?: string;
  unused?: boolean;
}

/** Where the library reads usage and searches (`ContentState` of the app: `freshMediaUsage`, `mediaIndex`). */
export interface MediaLibrarySources {
  /** The media usage of the content version read from the store now. */
  freshMediaUsage(): Promise<MediaUsageMap>;
  /** The media search index of the current versions. */
  mediaIndex(): Promise<MediaIndex>;
}

/** A page of the library, newest first (at most 100 items). */
export async function listMediaLibrary(
  kv: Deno.Kv,
  sources: MediaLibrarySources,
  query: MediaLibraryQuery = {},
): Promise<MediaLibraryPage> {
  const words = foldedWords(query.q ?? "");
  if (words.length || query.unused) return await filteredPage(kv, sources, query, words.length > 0);
  const page = await listMedia(kv, query);
  return { items: withUsage(await sources.freshMediaUsage(), page.items), cursor: page.cursor };
}

function withUsage(usage: MediaUsageMap, items: MediaItem[]): MediaLibraryItem[] {
  return items.map((item) => {
    const usedBy = [...usage.get(item.key) ?? []];
    const post = usedBy.find((use) => use.type === "post");
    return { ...item, post_title: post?.title ?? item.post_title, used_by: usedBy };
  });
}

async function* itemsOf(kv: Deno.Kv, ids: string[]): AsyncGenerator<MediaItem> {
  for (let start = 0; start < ids.length; start += MEDIA_PAGE_SIZE) {
    yield* await getMediaItems(kv, ids.slice(start, start + MEDIA_PAGE_SIZE));
  }
}

async function filteredPage(
  kv: Deno.Kv,
  sources: MediaLibrarySources,
  query: MediaLibraryQuery,
  search: boolean,
): Promise<MediaLibraryPage> {
  const size = Math.max(1, Math.min(MEDIA_PAGE_SIZE, Math.floor(query.limit ?? MEDIA_PAGE_SIZE)));
  const cursor = query.cursor;
  const source = search
    ? itemsOf(kv, (await sources.mediaIndex()).search(query.q ?? "").filter((id) => !cursor || id < cursor))
    : iterateMedia(kv, cursor);
  const usage = await sources.freshMediaUsage();
  const found: MediaItem[] = [];
  for await (const item of source) {
    if (query.unused && usage.has(item.key)) continue;
    found.push(item);
    if (found.length > size) break;
  }
  const items = withUsage(usage, found.slice(0, size));
  return { items, cursor: found.length > size ? items[items.length - 1].id : null };
}
