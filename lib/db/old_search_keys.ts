/**
 * The keys of the former hand-made title search on KV (word keys, counters, bitmaps, search numbers, their markers)
 * and of the link-stats cache version: post lists now read the content snapshot (`lib/snapshot/`) and text search the
 * search library (`lib/search/`), so nothing reads or writes them. Releases before the search library did, so their
 * removal is a store cleanup (`lib/db/migrations/cleanups.ts`): it runs in the background once no process of such a
 * release can still be running, never at start-up. The search numbers left in post records are ignored where read.
 */
import { deleteKeys, listAll, retryLocked } from "./kv.ts";

/** Prefixes of the former search index's keys, this layout's and the two before it. */
export const OLD_SEARCH_PREFIXES: readonly Deno.KvKey[] = [
  ["search_words"],
  ["search_count"],
  ["search_bits"],
  ["search_status_bits"],
  ["search_seq"],
  ["post_words"],
  ["post_word_index"],
  ["post_word_count"],
];

/** Single keys of the former index (next search number, its build marker) and of the link-stats cache version. */
export const OLD_SEARCH_SINGLE_KEYS: readonly Deno.KvKey[] = [
  ["meta", "search_seq_next"],
  ["meta", "search_index"],
  ["meta", "link_stats_version"],
];

/** Keys deleted per atomic operation. */
const BATCH = 500;

/** Deletes the old search keys, calling `renew` after each batch; returns how many were deleted (0 when none left). */
export async function deleteOldSearchKeys(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  return await deleteUnderPrefixes(kv, OLD_SEARCH_PREFIXES, renew) + await deleteKeys(kv, OLD_SEARCH_SINGLE_KEYS);
}

/** Deletes every key under `prefixes` in batches, calling `renew` after each; returns how many were deleted. */
export async function deleteUnderPrefixes(
  kv: Deno.Kv,
  prefixes: readonly Deno.KvKey[],
  renew: () => Promise<void>,
): Promise<number> {
  let deleted = 0;
  for (const prefix of prefixes) {
    while (true) {
      const entries = await listAll(kv, { prefix }, { limit: BATCH });
      if (!entries.length) break;
      const op = kv.atomic();
      for (const entry of entries) op.delete(entry.key);
      await retryLocked(() => op.commit());
      deleted += entries.length;
      await renew();
    }
  }
  return deleted;
}
