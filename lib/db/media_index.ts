/**
 * The media name index, written in the same atomic operation as the media
 * item, so a library search reads the keys of one word instead of every item:
 *
 * - `["media_word", prefix, id]` → {@link MediaWordEntry}, for each beginning
 *   (1 to {@link MAX_PREFIX} letters) of each word of the item's file name,
 *   alt text and upload post title, folded like the posts' title index
 *   (`lib/text/title_words.ts`: lower case, no accents); an item with too many
 *   beginnings is listed under the empty prefix, which every search reads too;
 * - `["media_by_key", key]` → id, to find the items a place uses by their
 *   storage key.
 *
 * Items stored before the index existed are indexed once on start
 * ({@link ensureMediaIndex}).
 */
import type { MediaItem } from "../schemas/media.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll } from "./kv.ts";
import { titleMatches } from "../text/title_words.ts";
import { indexedPrefixes, MAX_PREFIX, OVERFLOW_PREFIX } from "../text/word_prefixes.ts";
import { runOnceWithLease } from "./run_once.ts";
import { commitOnce } from "./write.ts";

/** Key prefix of the media word index. */
export const MEDIA_WORD_PREFIX: Deno.KvKey = ["media_word"];
/** Key prefix of the storage-key index. */
export const MEDIA_BY_KEY_PREFIX: Deno.KvKey = ["media_by_key"];
/** Marker of a store whose existing media items have been indexed. */
export const MEDIA_INDEX_MARKER: Deno.KvKey = ["meta", "media_index"];
/** A process building the index renews its claim at least this often; an older claim is taken over. */
export const MEDIA_INDEX_LEASE_MS = 60_000;

/** What a word key holds: the item's folded searchable text, for matching the other words of a query. */
export interface MediaWordEntry {
  text: string;
}

/** The searchable text of an item: file name, alt text and the title of the post it was uploaded for. */
export function mediaSearchText(item: MediaItem): string {
  return [item.filename, item.alt, item.post_title].filter(Boolean).join(" ");
}

function wordKey(prefix: string, id: string): Deno.KvKey {
  return [...MEDIA_WORD_PREFIX, prefix, id];
}

/** Key of the storage-key index entry of `key`. */
export function mediaByKeyKey(key: string): Deno.KvKey {
  return [...MEDIA_BY_KEY_PREFIX, key];
}

/** Adds the index mutations turning `before` into `after` (null for create or delete). */
export function writeMediaIndex(op: Deno.AtomicOperation, before: MediaItem | null, after: MediaItem | null): void {
  if (before) {
    for (const prefix of indexedPrefixes(mediaSearchText(before))) op.delete(wordKey(prefix, before.id));
    if (!after || after.key !== before.key) op.delete(mediaByKeyKey(before.key));
  }
  if (after) {
    const text = mediaSearchText(after);
    const entry: MediaWordEntry = { text: normalizeForSearch(text) };
    for (const prefix of indexedPrefixes(text)) op.set(wordKey(prefix, after.id), entry);
    op.set(mediaByKeyKey(after.key), after.id);
  }
}

/**
 * Ids of the items whose file name, alt text or upload post title has a word
 * beginning with each of `words` (folded), newest first. Reads the keys of the
 * longest word's beginning and the overflow keys.
 */
export async function searchMediaNames(kv: Deno.Kv, words: readonly string[]): Promise<string[]> {
  if (!words.length) return [];
  const longest = words.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  const prefix = [...longest].slice(0, MAX_PREFIX).join("");
  const [listed, overflow] = await Promise.all(
    [prefix, OVERFLOW_PREFIX].map((p) =>
      listAll<MediaWordEntry>(kv, { prefix: [...MEDIA_WORD_PREFIX, p] }, { reverse: true, batchSize: 500 })
    ),
  );
  const ids = [...listed, ...overflow]
    .filter((entry) => titleMatches(entry.value.text, words))
    .map((entry) => String(entry.key[entry.key.length - 1]));
  return [...new Set(ids)].sort().reverse();
}

/** Ids of the items stored under `keys` (storage keys without an item are left out). */
export async function mediaIdsForKeys(kv: Deno.Kv, keys: readonly string[]): Promise<string[]> {
  const entries = await getManyBatched<string>(kv, keys.map(mediaByKeyKey));
  return entries.flatMap((entry) => entry.value ? [entry.value] : []);
}

/** Items per batch while indexing an existing store. */
const REBUILD_BATCH = 20;

/**
 * Indexes every media item once per store (`run_once.ts`: the first process
 * to claim the marker does it, others go on; a claim not renewed for
 * {@link MEDIA_INDEX_LEASE_MS} (a process that stopped while building) is
 * taken over at the next start). Each item is written unless it changed since
 * it was read or its key entry exists (its own write indexed it).
 * Returns the number of items indexed (0 when already done or claimed).
 */
export async function ensureMediaIndex(kv: Deno.Kv, now: () => number = Date.now): Promise<number> {
  const outcome = await runOnceWithLease(kv, {
    marker: MEDIA_INDEX_MARKER,
    leaseMs: MEDIA_INDEX_LEASE_MS,
    now,
    run: (renew) => indexEveryItem(kv, renew),
    summary: (items) => ({ items }),
  });
  return outcome.ran ? outcome.result : 0;
}

async function indexEveryItem(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  let indexed = 0;
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: ["media"], start } : { prefix: ["media"] };
    const batch: Deno.KvEntry<MediaItem>[] = await listAll<MediaItem>(kv, selector, { limit: REBUILD_BATCH });
    for (const entry of batch) indexed += await indexOne(kv, entry) ? 1 : 0;
    if (batch.length < REBUILD_BATCH) return indexed;
    await renew();
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
}

async function indexOne(kv: Deno.Kv, entry: Deno.KvEntry<MediaItem>): Promise<boolean> {
  const op = kv.atomic().check(entry).check({ key: mediaByKeyKey(entry.value.key), versionstamp: null });
  writeMediaIndex(op, null, entry.value);
  return await commitOnce(op) !== null;
}
