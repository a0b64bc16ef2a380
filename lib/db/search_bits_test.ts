import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { bitOf, bitSeqs, bitWord, countBits, hasBit, intersect, readBitmap, union, wrapDelta } from "./search_bits.ts";

const map = (seqs: number[]) => {
  const bits = new Map<number, bigint>();
  for (const seq of seqs) bits.set(bitWord(seq), (bits.get(bitWord(seq)) ?? 0n) | bitOf(seq));
  return bits;
};

Deno.test("bitmaps count, list, intersect and unite search numbers, the top bit of a word included", () => {
  const a = map([0, 31, 32, 63, 64, 200]);
  const b = map([31, 63, 64, 65, 199]);
  assert.equal(countBits(a), 6);
  assert.deepEqual(bitSeqs(a), [0, 31, 32, 63, 64, 200]);
  assert.deepEqual(bitSeqs(intersect([a, b])), [31, 63, 64]);
  assert.deepEqual(bitSeqs(union([a, b])), [0, 31, 32, 63, 64, 65, 199, 200]);
  assert.equal(countBits(map(Array.from({ length: 64 }, (_, i) => i))), 64);
  assert.ok(hasBit(a, 63) && !hasBit(a, 62) && !hasBit(a, 1000));
  assert.deepEqual(bitSeqs(intersect([a, new Map()])), []);
});

Deno.test("bits set and cleared with sum in KV words read back as the same bitmap", async () => {
  await withKv(async (kv) => {
    const op = kv.atomic();
    for (const seq of [1, 63, 64, 130]) op.sum(["b", bitWord(seq)], wrapDelta(bitOf(seq)));
    await op.commit();
    await kv.atomic().sum(["b", bitWord(63)], wrapDelta(-bitOf(63))).sum(["b", bitWord(130)], wrapDelta(-bitOf(130)))
      .commit();
    const bits = await readBitmap(kv, ["b"]);
    assert.deepEqual(bitSeqs(bits), [1, 64]);
    assert.equal(bits.has(bitWord(130)), false, "an emptied word is left out");
  });
});
