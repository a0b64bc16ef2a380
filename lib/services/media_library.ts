/**
 * The media library list: stored items page by page, each with the places that
 * use it (`used_by`) and `post_title`, the title of the first post showing it
 * (or of the post it was uploaded for). A search (`q`, by file name, alt text
 * or title: accents, case and plurals ignored, each query word beginning a
 * word) runs on the media search index (`lib/search/media_index.ts`), which
 * holds for each item its file name, alt text, the title of the post it was
 * uploaded for (then and now) and the titles of the posts and categories
 * showing it; it is built again when a media item is created or deleted or the
 * content version changes. Only the items shown are read. The unused filter
 * walks the library newest first until the page is full. Filtered pages go on
 * from the id of the last item shown.
 */
import { getManyBatched } from "../db/batched_get.ts";
import { CONTENT_VERSION_KEY } from "../db/content_version.ts";
import { listAll, retryLocked } from "../db/kv.ts";
import { getMediaItems, iterateMedia, listMedia, MEDIA_PREFIX } from "../db/media.ts";
import { MEDIA_VERSION_KEY } from "../db/media_index.ts";
import { postKey } from "../db/post_keys.ts";
import { MediaIndex } from "../search/media_index.ts";
import { foldedWords } from "../search/spanish_terms.ts";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaLibraryItem, type MediaLibraryPage } from "../schemas/media.ts";
import { allMediaUsage, findMediaUsage } from "../snapshot/media_usage.ts";

/** What to list: page size, cursor, search text and the unused filter. */
export interface MediaLibraryQuery {
  limit?: number;
  cursor?: string;
  q?: string;
  unused?: boolean;
}

/** A page of the library, newest first (at most 100 items). */
export async function listMediaLibrary(kv: Deno.Kv, query: MediaLibraryQuery = {}): Promise<MediaLibraryPage> {
  const words = foldedWords(query.q ?? "");
  if (words.length || query.unused) return await filteredPage(kv, query, words.length > 0);
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

/** The media search index of each store, with the media and content versions it was built at. */
const indexes = new WeakMap<Deno.Kv, { versions: string; index: Promise<MediaIndex> }>();

/**
 * The media search index of the current media and content versions: the one held, or built now (once, however
 * many searches wait; a failed build is not kept).
 */
export async function mediaIndex(kv: Deno.Kv): Promise<MediaIndex> {
  const [media, content] = await retryLocked(() => kv.getMany([MEDIA_VERSION_KEY, CONTENT_VERSION_KEY]));
  const versions = `${media.versionstamp}/${content.versionstamp}`;
  const held = indexes.get(kv);
  if (held?.versions === versions) return held.index;
  const entry = { versions, index: buildMediaIndex(kv) };
  indexes.set(kv, entry);
  entry.index.catch(() => indexes.get(kv) === entry && indexes.delete(kv));
  return entry.index;
}

async function buildMediaIndex(kv: Deno.Kv): Promise<MediaIndex> {
  const [items, usage] = await Promise.all([
    listAll<MediaItem>(kv, { prefix: MEDIA_PREFIX }, { batchSize: 500 }),
    allMediaUsage(kv),
  ]);
  const postIds = [...new Set(items.flatMap((entry) => entry.value.post_id ?? []))];
  const posts = await getManyBatched<{ title: string }>(kv, postIds.map(postKey));
  const titles = new Map(posts.flatMap((entry, i) => entry.value ? [[postIds[i], entry.value.title]] : []));
  return new MediaIndex(items.map(({ value: item }) => ({
    id: item.id,
    filename: item.filename,
    alt: item.alt ?? "",
    titles: [
      item.post_title,
      item.post_id ? titles.get(item.post_id) : null,
      ...(usage.get(item.key) ?? []).map((place) => place.title),
    ].filter(Boolean).join(" · "),
  })));
}

async function* itemsOf(kv: Deno.Kv, ids: string[]): AsyncGenerator<MediaItem> {
  for (let start = 0; start < ids.length; start += MEDIA_PAGE_SIZE) {
    yield* await getMediaItems(kv, ids.slice(start, start + MEDIA_PAGE_SIZE));
  }
}

async function filteredPage(kv: Deno.Kv, query: MediaLibraryQuery, search: boolean): Promise<MediaLibraryPage> {
  const size = Math.max(1, Math.min(MEDIA_PAGE_SIZE, Math.floor(query.limit ?? MEDIA_PAGE_SIZE)));
  const cursor = query.cursor;
  const source = search
    ? itemsOf(kv, (await mediaIndex(kv)).search(query.q ?? "").filter((id) => !cursor || id < cursor))
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
