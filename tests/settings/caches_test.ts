/**
 * The rules of the content snapshot's lifetime and of the former-bases record: a snapshot serves while the content
 * version is unchanged for at most 1 hour, a failed build falls back to a snapshot up to 24 hours old, and the former
 * bases remember old bases (never the current one) up to a limit.
 */
import assert from "node:assert/strict";
import { MAX_FORMER_BASES, nextFormerBases, NO_FORMER_BASES } from "@/lib/db/permalink_history.ts";
import { SNAPSHOT_KEEP_MS, SNAPSHOT_TTL_MS, SnapshotHolder } from "@/lib/snapshot/snapshot_holder.ts";
import type { ContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";

Deno.test("content snapshot: served while the version holds, 1 hour lifetime, 24 hours of fallback", async () => {
  assert.equal(SNAPSHOT_TTL_MS, 60 * 60 * 1000);
  assert.equal(SNAPSHOT_KEEP_MS, 24 * 60 * 60 * 1000);
  let version = "v1";
  let now = 1_000_000;
  let reads = 0;
  let failing = false;
  const holder = new SnapshotHolder({} as Deno.Kv, () => version, {
    now: () => now,
    log: () => {},
    build: (_kv, v) =>
      failing
        ? Promise.reject(new Error("store down"))
        : Promise.resolve({ version: `${v}-${++reads}` } as ContentSnapshot),
  });
  const read = async () => (await holder.get()).version;
  assert.equal(await read(), "v1-1");
  now += SNAPSHOT_TTL_MS - 1;
  assert.equal(await read(), "v1-1", "served within the hour");
  version = "v2";
  assert.equal(await read(), "v2-2", "a new content version builds again");
  now += SNAPSHOT_TTL_MS;
  assert.equal(await read(), "v2-3", "built again after an hour");
  failing = true;
  version = "v3";
  now += SNAPSHOT_KEEP_MS - 1;
  assert.equal(await read(), "v2-3", "the last snapshot stands in");
  now += 1;
  await assert.rejects(read(), /store down/, "not past 24 hours");
  assert.deepEqual({ builds: holder.builds, hits: holder.hits }, { builds: 5, hits: 1 });
  holder.clear();
  assert.equal(holder.size, 0);
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
