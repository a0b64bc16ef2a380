import assert from "node:assert/strict";
import { allocateSearchSeq, SEQ_BLOCK } from "./search_seq.ts";

Deno.test("search numbers are unique across parallel calls and across connections to one store", async () => {
  const dir = await Deno.makeTempDir();
  const [a, b] = await Promise.all([Deno.openKv(`${dir}/store.kv`), Deno.openKv(`${dir}/store.kv`)]);
  try {
    const n = SEQ_BLOCK * 3 + 5;
    const seqs = await Promise.all(
      Array.from({ length: n }, (_, i) => allocateSearchSeq(i % 2 ? a : b)),
    );
    assert.equal(new Set(seqs).size, n);
    assert.ok(Math.max(...seqs) < SEQ_BLOCK * 6, "numbers come from a few blocks, so bitmaps stay dense");
  } finally {
    a.close();
    b.close();
    await Deno.remove(dir, { recursive: true });
  }
});
