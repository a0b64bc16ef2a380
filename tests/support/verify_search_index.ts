/**
 * Rebuilds the expected title search index from the `["posts", id]` records
 * and asserts the stored word keys, counters, bitmaps and search-number
 * entries match it exactly (tests only).
 */
import assert from "node:assert/strict";
import { SEARCH_BITS, SEARCH_COUNT, SEARCH_SEQ, SEARCH_STATUS_BITS, SEARCH_WORDS } from "@/lib/db/post_keys.ts";
import type { StoredPost } from "@/lib/db/post_indexes.ts";
import { writeSearchWords } from "@/lib/db/search_index.ts";

/** Collects what an atomic operation would write. */
class RecordingOp {
  sets = new Map<string, unknown>();
  sums = new Map<string, bigint>();
  set(key: Deno.KvKey, value: unknown) {
    this.sets.set(JSON.stringify(key), value);
    return this;
  }
  delete(): this {
    throw new Error("an index built from nothing deletes nothing");
  }
  sum(key: Deno.KvKey, n: bigint) {
    const name = JSON.stringify(key);
    this.sums.set(name, ((this.sums.get(name) ?? 0n) + n) % (1n << 64n));
    return this;
  }
}

/** Asserts the search index matches the post records; returns how many posts are indexed. */
export async function verifySearchIndex(kv: Deno.Kv): Promise<number> {
  const op = new RecordingOp();
  const seqs = new Set<number>();
  for await (const { value } of kv.list<StoredPost>({ prefix: ["posts"] })) {
    assert.ok(value.search_seq !== undefined, `post ${value.id} has a search number`);
    assert.ok(!seqs.has(value.search_seq), `search number ${value.search_seq} is unique`);
    seqs.add(value.search_seq);
    writeSearchWords(op as unknown as Deno.AtomicOperation, null, value);
  }
  const stored = new Map<string, unknown>();
  for (const prefix of [SEARCH_WORDS, SEARCH_SEQ]) {
    for await (const entry of kv.list({ prefix })) stored.set(JSON.stringify(entry.key), entry.value);
  }
  assert.deepEqual(stored, op.sets, "word and search-number keys");
  const sums = new Map<string, bigint>();
  for (const prefix of [SEARCH_COUNT, SEARCH_BITS, SEARCH_STATUS_BITS]) {
    for await (const entry of kv.list<Deno.KvU64>({ prefix })) {
      if (entry.value.value !== 0n) sums.set(JSON.stringify(entry.key), entry.value.value);
    }
  }
  assert.deepEqual(sums, new Map([...op.sums].filter(([, n]) => n !== 0n)), "counters and bitmaps");
  return seqs.size;
}
