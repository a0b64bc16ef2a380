import assert from "node:assert/strict";
import { MAX_CHECKPOINTS_PER_LIST, nearestCheckpoint, saveCheckpoint } from "./page_checkpoints.ts";

Deno.test("search checkpoints: the nearest page end at or before the skip, per search and content version", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    saveCheckpoint(kv, "v1", "arroz", { matches: 10, position: ["2026-01-10", "a"] });
    saveCheckpoint(kv, "v1", "arroz", { matches: 20, position: ["2026-01-20", "b"] });
    saveCheckpoint(kv, "v1", "flan", { matches: 15, position: ["2026-02-15", "c"] });
    assert.equal(nearestCheckpoint(kv, "v1", "arroz", 5), null, "nothing before the first end");
    assert.deepEqual(nearestCheckpoint(kv, "v1", "arroz", 19), { matches: 10, position: ["2026-01-10", "a"] });
    assert.deepEqual(nearestCheckpoint(kv, "v1", "arroz", 20), { matches: 20, position: ["2026-01-20", "b"] });
    assert.deepEqual(nearestCheckpoint(kv, "v1", "flan", 40)?.matches, 15, "each search has its own ends");
    assert.equal(nearestCheckpoint(kv, "v2", "arroz", 40), null, "a new content version forgets them");
    assert.equal(nearestCheckpoint(kv, "v1", "arroz", 40), null, "and the old version's ends are gone");
  } finally {
    kv.close();
  }
});

Deno.test("search checkpoints: a search keeps a bounded number of ends, dropping the oldest", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    for (let i = 1; i <= MAX_CHECKPOINTS_PER_LIST + 5; i++) {
      saveCheckpoint(kv, "v1", "pan", { matches: i * 10, position: [String(i).padStart(4, "0"), "id"] });
    }
    assert.equal(nearestCheckpoint(kv, "v1", "pan", 55), null, "the first five ends were dropped");
    assert.equal(nearestCheckpoint(kv, "v1", "pan", 65)?.matches, 60);
  } finally {
    kv.close();
  }
});
