/**
 * The rules of the data caches and of the former-bases record: a cached value serves while the content version
 * is unchanged for at most 1 hour, a failed read falls back to a value up to 24 hours old, and the former bases
 * remember old bases (never the current one) up to a limit.
 */
import assert from "node:assert/strict";
import { DATA_CACHE_KEEP_MS, DATA_CACHE_TTL_MS, DataCache } from "@/lib/cache/data_cache.ts";
import { MAX_FORMER_BASES, nextFormerBases, NO_FORMER_BASES } from "@/lib/db/permalink_history.ts";

Deno.test("data cache: hits while the version holds, 1 hour lifetime, 24 hours of fallback", async () => {
  assert.equal(DATA_CACHE_TTL_MS, 60 * 60 * 1000);
  assert.equal(DATA_CACHE_KEEP_MS, 24 * 60 * 60 * 1000);
  const cache = new DataCache<string>("settings");
  let reads = 0;
  const load = (value: string) => () => Promise.resolve(`${value}-${++reads}`);
  const t0 = 1_000_000;
  assert.equal(await cache.get("v1", load("a"), t0), "a-1");
  assert.equal(await cache.get("v1", load("a"), t0 + DATA_CACHE_TTL_MS - 1), "a-1", "served within the hour");
  assert.equal(await cache.get("v2", load("b"), t0 + 10), "b-2", "a new content version reads again");
  assert.equal(await cache.get("v2", load("c"), t0 + 10 + DATA_CACHE_TTL_MS), "c-3", "read again after an hour");
  const failing = () => Promise.reject(new Error("store down"));
  const at = t0 + 10 + DATA_CACHE_TTL_MS;
  assert.equal(await cache.get("v3", failing, at + DATA_CACHE_KEEP_MS - 1), "c-3", "kept value stands in");
  await assert.rejects(cache.get("v3", failing, at + DATA_CACHE_KEEP_MS), /store down/, "not past 24 hours");
  assert.deepEqual(cache.stats(), { name: "settings", entries: 1, hits: 1, misses: 5, hit_rate: 1 / 6 });
  cache.clear();
  assert.equal(cache.stats().entries, 0);
});

Deno.test("former bases: old bases are kept, the current ones never, at most the limit", () => {
  const before = { category_base: "categoria", post_base: "" };
  let former = nextFormerBases(NO_FORMER_BASES, before, { category_base: "recetas", post_base: "receta" });
  assert.deepEqual(former, { category: ["categoria"], post: [""] });
  former = nextFormerBases(former, { category_base: "recetas", post_base: "receta" }, before);
  assert.deepEqual(former, { category: ["recetas"], post: ["receta"] }, "going back drops the base in use again");
  let current = before.category_base;
  for (let i = 0; i < MAX_FORMER_BASES + 5; i++) {
    former = nextFormerBases(former, { category_base: current, post_base: "" }, {
      category_base: `base-${i}`,
      post_base: "",
    });
    current = `base-${i}`;
  }
  assert.equal(former.category.length, MAX_FORMER_BASES);
  assert.ok(!former.category.includes(current));
});
