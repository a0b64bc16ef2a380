/**
 * The media storage-key index and version, written in the same atomic operation as the media item:
 *
 * - `["media_by_key", key]` → id, to find the items a place uses by their storage key;
 * - `["meta", "media_version"]`, rewritten by every item created or deleted, so a process knows when its media
 *   search index (`lib/search/media_index.ts`, built by `lib/media/media_library.ts`) is out of date.
 *
 * Items stored before the index existed are indexed once on start ({@link ensureMediaIndex}).
 */
import type { MediaItem } from "../schemas/media.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll } from "./kv.ts";
import { runOnceWithLease } from "./run_once.ts";
import { commitOnce } from "./write.ts";

/** Key prefix of the storage-key index. */
export const MEDIA_BY_KEY_PREFIX: Deno.KvKey = ["media_by_key"];
/** Rewritten whenever a media item is created or deleted. */
export const MEDIA_VERSION_KEY: Deno.KvKey = ["meta", "media_version"];
/** Marker of a store whose existing media items have been indexed. */
export const MEDIA_INDEX_MARKER: Deno.KvKey = ["meta", "media_index"];
/** A process building the index renews its claim at least this often; an older claim is taken over. */
export const MEDIA_INDEX_LEASE_MS = 60_000;

/** Key of the storage-key index entry of `key`. */
export function mediaByKeyKey(key: string): Deno.KvKey {
  return [...MEDIA_BY_KEY_PREFIX, key];
}

/** Adds the index mutations turning `before` into `after` (null for create or delete), and the version bump. */
export function writeMediaIndex(op: Deno.AtomicOperation, before: MediaItem | null, after: MediaItem | null): void {
  if (before && (!after || after.key !== before.key)) op.delete(mediaByKeyKey(before.key));
  if (after) op.set(mediaByKeyKey(after.key), after.id);
  op.set(MEDIA_VERSION_KEY, Date.now());
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
