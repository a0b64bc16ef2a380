/** Turns a test store back into one written before the current search index (no search numbers, old keys). */
import {
  LEGACY_SEARCH_PREFIXES,
  POSTS_PREFIX,
  SEARCH_BITS,
  SEARCH_COUNT,
  SEARCH_SEQ,
  SEARCH_STATUS_BITS,
  SEARCH_WORDS,
} from "@/lib/db/post_keys.ts";
import type { StoredPost } from "@/lib/db/post_indexes.ts";
import { SEARCH_INDEX_MARKER } from "@/lib/db/search_index.ts";

/**
 * Removes every key of the current index and the posts' search numbers,
 * leaves a few keys of the older layouts (which a re-index must remove) and
 * sets the index marker to `marker`.
 */
export async function makeUnindexed(kv: Deno.Kv, marker: Record<string, unknown>): Promise<void> {
  for (const prefix of [SEARCH_WORDS, SEARCH_COUNT, SEARCH_BITS, SEARCH_STATUS_BITS, SEARCH_SEQ]) {
    for await (const entry of kv.list({ prefix })) await kv.delete(entry.key);
  }
  for await (const entry of kv.list<StoredPost>({ prefix: POSTS_PREFIX })) {
    const { search_seq: _, ...record } = entry.value;
    await kv.set(entry.key, record);
  }
  for (const [i, prefix] of LEGACY_SEARCH_PREFIXES.entries()) {
    await kv.set([...prefix, "arroz", "published", `old-${i}`], { title: "arroz viejo" });
  }
  await kv.set(SEARCH_INDEX_MARKER, marker);
}
