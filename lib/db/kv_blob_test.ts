import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { BLOB_CHUNK_BYTES, readBlob, writeBlob } from "./kv_blob.ts";

const PREFIX = ["blob_test"];

function bytesOf(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);
}

async function chunkKeys(kv: Deno.Kv): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of kv.list({ prefix: [...PREFIX, "chunk"] })) keys.push(String(entry.key[2]));
  return [...new Set(keys)];
}

Deno.test("kv blob: a value larger than a KV value is stored in chunks and read back whole", () =>
  withKv(async (kv) => {
    assert.equal(await readBlob(kv, PREFIX), null);
    const first = bytesOf(BLOB_CHUNK_BYTES * 12 + 17, 1);
    assert.equal(await writeBlob(kv, PREFIX, first, { n: 1 }), true);
    const read = await readBlob<{ n: number }>(kv, PREFIX);
    assert.deepEqual(read?.bytes, first);
    assert.equal(read?.head.chunks, 13);
    assert.deepEqual(read?.head.meta, { n: 1 });

    const second = bytesOf(1000, 2);
    assert.equal(await writeBlob(kv, PREFIX, second, { n: 2 }), true);
    assert.deepEqual((await readBlob(kv, PREFIX))?.bytes, second);
    assert.equal((await chunkKeys(kv)).length, 1, "the replaced generation's chunks are deleted");
  }));

Deno.test("kv blob: of two writers that read the same head, the second loses and leaves no chunks", () =>
  withKv(async (kv) => {
    await writeBlob(kv, PREFIX, bytesOf(10, 0), "old");
    // Let the first writer read the head, then land a second write before the first sets its head.
    const realGet = kv.get.bind(kv);
    let raced = false;
    kv.get = (async (key: Deno.KvKey) => {
      const entry = await realGet(key);
      if (!raced && key.at(-1) === "head") {
        raced = true;
        kv.get = realGet as typeof kv.get;
        assert.equal(await writeBlob(kv, PREFIX, bytesOf(20, 5), "winner"), true);
      }
      return entry;
    }) as typeof kv.get;
    assert.equal(await writeBlob(kv, PREFIX, bytesOf(BLOB_CHUNK_BYTES * 3, 9), "loser"), false);
    const read = await readBlob<string>(kv, PREFIX);
    assert.equal(read?.head.meta, "winner");
    assert.deepEqual(read?.bytes, bytesOf(20, 5));
    assert.deepEqual(await chunkKeys(kv), [read!.head.generation]);
  }));

Deno.test("kv blob: a generation missing a chunk (replaced while read) reads as no blob", () =>
  withKv(async (kv) => {
    await writeBlob(kv, PREFIX, bytesOf(BLOB_CHUNK_BYTES * 2 + 1, 3), null);
    const generation = (await readBlob(kv, PREFIX))!.head.generation;
    await kv.delete([...PREFIX, "chunk", generation, 1]);
    assert.equal(await readBlob(kv, PREFIX), null);
  }));

Deno.test("kv blob: the chunks of a writer that stopped halfway are deleted by a later writer", () =>
  withKv(async (kv) => {
    let time = 1_000_000;
    const now = () => time;
    // A writer that stopped after its chunks: marked pending, chunks stored, no head.
    await kv.set([...PREFIX, "pending", "stopped"], time);
    await kv.set([...PREFIX, "chunk", "stopped", 0], bytesOf(10, 1));
    time += 60_000;
    await writeBlob(kv, PREFIX, bytesOf(10, 2), null, now);
    assert.equal((await chunkKeys(kv)).length, 2, "a writer pending for a minute may still be writing");
    time += 10 * 60_000;
    await writeBlob(kv, PREFIX, bytesOf(10, 3), null, now);
    const head = (await readBlob(kv, PREFIX))!.head;
    assert.deepEqual(await chunkKeys(kv), [head.generation]);
    let pending = 0;
    for await (const _ of kv.list({ prefix: [...PREFIX, "pending"] })) pending++;
    assert.equal(pending, 0);
  }));
