/**
 * Removes, once per store, the keys of the former hand-made title search on KV (word keys, counters, bitmaps,
 * search numbers, their markers) and of the link-stats cache version: post lists now read the content snapshot
 * (`lib/snapshot/`) and text search the search library (`lib/search/`), so nothing reads or writes them. The first
 * process to start claims the job (`run_once.ts`); the search numbers left in post records are ignored where they
 * are read.
 */
import { listAll, retryLocked } from "./kv.ts";
import { runOnceWithLease } from "./run_once.ts";

/** Marker of a store whose old search keys were removed. */
export const OLD_SEARCH_KEYS_MARKER: Deno.KvKey = ["meta", "old_search_keys_removed"];

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

/** A process removing the keys renews its claim at least this often; an older claim is taken over. */
export const OLD_SEARCH_KEYS_LEASE_MS = 60_000;

/** Keys deleted per atomic operation. */
const BATCH = 500;

/** Deletes the old search keys once per store; returns how many were deleted (0 when done before or claimed). */
export async function removeOldSearchKeys(kv: Deno.Kv, now: () => number = Date.now): Promise<number> {
  const outcome = await runOnceWithLease(kv, {
    marker: OLD_SEARCH_KEYS_MARKER,
    leaseMs: OLD_SEARCH_KEYS_LEASE_MS,
    now,
    run: async (renew) => {
      let deleted = 0;
      for (const prefix of OLD_SEARCH_PREFIXES) {
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
      const single = await retryLocked(() => kv.getMany(OLD_SEARCH_SINGLE_KEYS as Deno.KvKey[]));
      const present = single.filter((entry) => entry.versionstamp !== null);
      if (present.length) {
        const op = kv.atomic();
        for (const entry of present) op.delete(entry.key);
        await retryLocked(() => op.commit());
      }
      return deleted + present.length;
    },
    summary: (keys) => ({ keys }),
  });
  return outcome.ran ? outcome.result : 0;
}
