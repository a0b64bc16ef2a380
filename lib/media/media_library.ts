/**
 * The media library list: stored items page by page, each with the places that
 * use it (`used_by`) and `post_title`, the title of the first post showing it
 * (or of the post it was uploaded for). A search (`q`, by file name, alt text
 * or post title: accents and case ignored, each query word beginning a word)
 * finds the matching ids through the media name index (`media_index.ts`), the
 * usage of the current content version (titles of the posts and categories
 * showing an item) and the post titles of the content snapshot (items
 * uploaded for a matching post), then reads only the items it shows. The unused filter walks the
 * library newest first until the page is full. Filtered pages go on from the
 * id of the last item shown.
 */
import { getMediaItems, iterateMedia, listMedia, mediaIdsForPosts } from "../db/media.ts";
import { mediaIdsForKeys, searchMediaNames } from "../db/media_index.ts";
import { listPosts } from "../db/posts.ts";
import { searchWords, titleMatches } from "../text/title_words.ts";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaUsage } from "../schemas/media.ts";
import { allMediaUsage, findMediaUsage } from "./media_usage.ts";

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
  const words = searchWords(query.q ?? "");
  if (words.length || query.unused) return await filteredPage(kv, query, words);
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

/** Posts whose titles are searched through their own index for items uploaded for them. */
const POST_MATCHES = 100;

/** Ids of the items matching every word of `words`, newest first. */
async function matchingIds(kv: Deno.Kv, query: string, words: string[]): Promise<string[]> {
  const [byName, usage, posts] = await Promise.all([
    searchMediaNames(kv, words),
    allMediaUsage(kv),
    listPosts(kv, { status: "all", title: query, order: "newest", limit: POST_MATCHES }),
  ]);
  const usedKeys = [...usage].filter(([, places]) => places.some((place) => titleMatches(place.title, words)));
  const [byUse, byPost] = await Promise.all([
    mediaIdsForKeys(kv, usedKeys.map(([key]) => key)),
    mediaIdsForPosts(kv, posts.posts.map((post) => post.id)),
  ]);
  return [...new Set([...byName, ...byUse, ...byPost])].sort().reverse();
}

async function* itemsOf(kv: Deno.Kv, ids: string[]): AsyncGenerator<MediaItem> {
  for (let start = 0; start < ids.length; start += MEDIA_PAGE_SIZE) {
    yield* await getMediaItems(kv, ids.slice(start, start + MEDIA_PAGE_SIZE));
  }
}

async function filteredPage(kv: Deno.Kv, query: MediaLibraryQuery, words: string[]): Promise<MediaLibraryPage> {
  const size = Math.max(1, Math.min(MEDIA_PAGE_SIZE, Math.floor(query.limit ?? MEDIA_PAGE_SIZE)));
  const cursor = query.cursor;
  const source = words.length
    ? itemsOf(kv, (await matchingIds(kv, query.q ?? "", words)).filter((id) => !cursor || id < cursor))
    : iterateMedia(kv, cursor);
  const usage = query.unused ? await allMediaUsage(kv) : null;
  const found: MediaItem[] = [];
  for await (const item of source) {
    if (usage?.has(item.key)) continue;
    found.push(item);
    if (found.length > size) break;
  }
  const items = await withUsage(kv, found.slice(0, size));
  return { items, cursor: found.length > size ? items[items.length - 1].id : null };
}
