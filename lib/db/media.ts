/**
 * Media library metadata in KV. Files themselves live on disk; these records
 * say where and what they are.
 *
 * Keys: ["media", id] → item; ["media_by_url", url] → id (unique); a
 * featured image's place in the versions queue (`media_versions.ts`); and
 * {@link MEDIA_VERSION_KEY}, rewritten in every create and delete operation.
 */
import { getManyBatched } from "./batched_get.ts";
import { countedCommit } from "./content_version.ts";
import { listAll, retryLocked } from "./kv.ts";
import { type ListPage, pageSize } from "./list_page.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import { queueVersions, versionsDueKey } from "./media_versions.ts";
import { newId } from "../ids.ts";
import {
  type ImageVariant,
  MEDIA_PAGE_SIZE,
  type MediaItem,
  type MediaItemInput,
  MediaItemInputSchema,
  VARIANT_RATIO_NAMES,
} from "../schemas/media.ts";

/** Key prefix of media items. */
export const MEDIA_PREFIX: Deno.KvKey = ["media"];
/** Key prefix of the URL index. */
export const MEDIA_BY_URL_PREFIX: Deno.KvKey = ["media_by_url"];
/**
 * Rewritten by every item created or deleted, read with the content version (`lib/snapshot/version_clock.ts`), so a
 * process knows when its media search index (`lib/search/media_index.ts`) is out of date.
 */
export const MEDIA_VERSION_KEY: Deno.KvKey = ["meta", "media_version"];

/** One page of the media list. */
export type MediaPage = ListPage<MediaItem>;

function itemKey(id: string): Deno.KvKey {
  return [...MEDIA_PREFIX, id];
}

function urlKey(url: string): Deno.KvKey {
  return [...MEDIA_BY_URL_PREFIX, url];
}

/** Adds the media version bump to `op` (a create or delete of an item). */
function bumpMediaVersion(op: Deno.AtomicOperation): void {
  countedCommit(op.set(MEDIA_VERSION_KEY, Date.now()));
}

/**
 * Records an uploaded file. A second item with the same URL is a 409 naming `url`. `original`: a featured image's
 * upload kept beside it, whose search-engine versions are then queued in the same write (`media_versions.ts`).
 */
export async function createMediaItem(
  kv: Deno.Kv,
  input: MediaItemInput,
  original?: MediaItem["original"],
): Promise<MediaItem> {
  const data = MediaItemInputSchema.parse(input);
  const item: MediaItem = {
    id: newId(),
    ...data,
    image_url: data.mime.startsWith("image/") ? data.url : null,
    created_at: new Date().toISOString(),
    ...(original ? { original } : {}),
  };
  const exhausted = conflictWith("A media item with this URL already exists", "url");
  return await optimisticWrite({ publicContent: false, attempts: 1, exhausted }, () => {
    const op = kv.atomic()
      .check({ key: urlKey(item.url), versionstamp: null })
      .set(itemKey(item.id), item)
      .set(urlKey(item.url), item.id);
    if (original) queueVersions(op, item.id);
    bumpMediaVersion(op);
    return { op, done: () => item };
  });
}

/** A file made from a featured image, restored from an export: one of its versions, or its kept upload. */
export type DerivedFile = NonNullable<MediaItem["original"]> & { ratio: ImageVariant["ratio"] | "original" };

/**
 * Records `files` on the item stored at `url`, in one write (each replacing a version of the same ratio, versions
 * kept in {@link VARIANT_RATIO_NAMES} order); null when there is no such item.
 */
export async function recordDerivedFiles(
  kv: Deno.Kv,
  url: string,
  files: readonly DerivedFile[],
): Promise<MediaItem | null> {
  return await optimisticWrite<MediaItem | null>({ publicContent: false }, async () => {
    const entry = await getMediaEntryByUrl(kv, url);
    if (!entry.value) return { skip: null };
    let item = entry.value;
    for (const { ratio, ...stored } of files) {
      item = ratio === "original" ? { ...item, original: stored } : {
        ...item,
        variants: [...(item.variants ?? []).filter((v) => v.ratio !== ratio), { ratio, ...stored }]
          .sort((a, b) => VARIANT_RATIO_NAMES.indexOf(a.ratio) - VARIANT_RATIO_NAMES.indexOf(b.ratio)),
      };
    }
    return { op: countedCommit(kv.atomic().check(entry).set(entry.key, item)), done: () => item };
  });
}

/**
 * Records the search-engine versions of item `id` and takes it off the versions queue, in one write; null (and
 * nothing recorded) when the item is gone.
 */
export async function recordMediaVersions(
  kv: Deno.Kv,
  id: string,
  variants: NonNullable<MediaItem["variants"]>,
): Promise<MediaItem | null> {
  return await optimisticWrite<MediaItem | null>({ publicContent: false }, async () => {
    const entry = await retryLocked(() => kv.get<MediaItem>(itemKey(id)));
    // Counted as a page-affecting write: this process's cached pages showing the item check it again at once.
    const op = countedCommit(kv.atomic().check(entry).delete(versionsDueKey(id)));
    if (!entry.value) return { op, done: () => null };
    const item = { ...entry.value, variants };
    return { op: op.set(entry.key, item), done: () => item };
  });
}

/** One media item, or null. */
export async function getMediaItem(kv: Deno.Kv, id: string): Promise<MediaItem | null> {
  return (await retryLocked(() => kv.get<MediaItem>(itemKey(id)))).value;
}

/** The media item stored at `url`, or null. */
export async function getMediaByUrl(kv: Deno.Kv, url: string): Promise<MediaItem | null> {
  const index = await retryLocked(() => kv.get<string>(urlKey(url)));
  return index.value ? await getMediaItem(kv, index.value) : null;
}

/**
 * A page of media items, newest first; `cursor` is the id of the last item of the previous page (an item
 * deleted since still marks the place), so the library's filtered and unfiltered pages go on the same way.
 */
export async function listMedia(
  kv: Deno.Kv,
  { limit = MEDIA_PAGE_SIZE, cursor }: { limit?: number; cursor?: string } = {},
): Promise<MediaPage> {
  const size = pageSize(limit, MEDIA_PAGE_SIZE);
  const selector: Deno.KvListSelector = cursor
    ? { prefix: MEDIA_PREFIX, end: itemKey(cursor) }
    : { prefix: MEDIA_PREFIX };
  const entries = await listAll<MediaItem>(kv, selector, { reverse: true, limit: size + 1 });
  const items = entries.slice(0, size).map((entry) => entry.value);
  return { items, cursor: entries.length > size ? items[items.length - 1].id : null };
}

/** The items of `ids` in that order (ids without an item are left out). */
export async function getMediaItems(kv: Deno.Kv, ids: readonly string[]): Promise<MediaItem[]> {
  const entries = await getManyBatched<MediaItem>(kv, ids.map(itemKey));
  return entries.flatMap((entry) => entry.value ? [entry.value] : []);
}

/** Media items newest first, strictly older than the item `before` (an id) when given, read in batches. */
export async function* iterateMedia(kv: Deno.Kv, before?: string): AsyncGenerator<MediaItem> {
  let end = before ? itemKey(before) : undefined;
  while (true) {
    const selector: Deno.KvListSelector = end ? { prefix: MEDIA_PREFIX, end } : { prefix: MEDIA_PREFIX };
    const batch = await listAll<MediaItem>(kv, selector, { reverse: true, limit: ITERATE_BATCH });
    for (const entry of batch) yield entry.value;
    if (batch.length < ITERATE_BATCH) return;
    end = batch[batch.length - 1].key;
  }
}

const ITERATE_BATCH = 200;

/** Deletes a media item and its index entries; returns the deleted item, or null when it did not exist. */
export async function deleteMediaItem(kv: Deno.Kv, id: string): Promise<MediaItem | null> {
  const exhausted = conflictWith("The media item changed while deleting. Please try again.");
  return await optimisticWrite<MediaItem | null>({ publicContent: false, exhausted }, async () => {
    const entry = await retryLocked(() => kv.get<MediaItem>(itemKey(id)));
    if (!entry.value) return { skip: null };
    const op = kv.atomic();
    await planMediaRecordDelete(kv, op, entry);
    return { op, done: () => entry.value };
  });
}

/** The stored item at `url` with its versionstamp (value null when there is none). */
export async function getMediaEntryByUrl(kv: Deno.Kv, url: string): Promise<Deno.KvEntryMaybe<MediaItem>> {
  const index = await retryLocked(() => kv.get<string>(urlKey(url)));
  if (!index.value) return { key: urlKey(url), value: null, versionstamp: null };
  return await retryLocked(() => kv.get<MediaItem>(itemKey(index.value!)));
}

/**
 * Adds the deletion of the item in `entry` (checked by its versionstamp) and of
 * its index entries to `op`, so a caller can commit it with checks of its own.
 */
export async function planMediaRecordDelete(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  entry: Deno.KvEntry<MediaItem>,
): Promise<void> {
  const item = entry.value;
  op.check(entry).delete(itemKey(item.id));
  const index = await retryLocked(() => kv.get<string>(urlKey(item.url)));
  if (index.value === item.id) op.check(index).delete(index.key);
  op.delete(versionsDueKey(item.id));
  bumpMediaVersion(op);
}
