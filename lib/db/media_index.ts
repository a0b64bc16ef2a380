/**
 * The media storage-key index and version, written in the same atomic operation as the media item:
 *
 * - `["media_by_key", key]` → id, to find the items a place uses by their storage key;
 * - `["meta", "media_version"]`, rewritten by every item created or deleted, read with the content version
 *   (`lib/snapshot/version_clock.ts`), so a process knows when its media search index (`lib/search/media_index.ts`,
 *   built by `lib/services/media_library.ts`) is out of date.
 *
 * Items stored before the index existed are indexed by a store migration ({@link indexExistingMedia},
 * `lib/store_migrations.ts`).
 */
import type { MediaItem } from "../schemas/media.ts";
import { scanInBatches } from "./batched_scan.ts";
import { countedCommit } from "./content_version.ts";
import { commitOnce } from "./write.ts";

/** Key prefix of the storage-key index. */
export const MEDIA_BY_KEY_PREFIX: Deno.KvKey = ["media_by_key"];
/** Rewritten whenever a media item is created or deleted. */
export const MEDIA_VERSION_KEY: Deno.KvKey = ["meta", "media_version"];

/** Key of the storage-key index entry of `key`. */
export function mediaByKeyKey(key: string): Deno.KvKey {
  return [...MEDIA_BY_KEY_PREFIX, key];
}

/** Adds the index mutations turning `before` into `after` (null for create or delete), and the version bump. */
export function writeMediaIndex(op: Deno.AtomicOperation, before: MediaItem | null, after: MediaItem | null): void {
  if (before && (!after || after.key !== before.key)) op.delete(mediaByKeyKey(before.key));
  if (after) op.set(mediaByKeyKey(after.key), after.id);
  countedCommit(op.set(MEDIA_VERSION_KEY, Date.now()));
}

/**
 * Indexes every media item (a store migration: run again after a crash, it
 * writes only what is missing). Each item is written unless it changed since
 * it was read or its key entry exists (its own write indexed it); `renew` is
 * called after each batch. Returns the number of items indexed.
 */
export function indexExistingMedia(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  return scanInBatches<MediaItem>(kv, ["media"], renew, async (batch) => {
    let indexed = 0;
    for (const entry of batch) indexed += await indexOne(kv, entry) ? 1 : 0;
    return indexed;
  });
}

async function indexOne(kv: Deno.Kv, entry: Deno.KvEntry<MediaItem>): Promise<boolean> {
  const op = kv.atomic().check(entry).check({ key: mediaByKeyKey(entry.value.key), versionstamp: null });
  writeMediaIndex(op, null, entry.value);
  return await commitOnce(op) !== null;
}
