import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { deleteLinkStats, getLinkStatsMany, saveLinkStats } from "./link_stats.ts";
import { createPost, deletePost, listPosts, updatePost } from "./posts.ts";
import { getManyCached, MAX_CACHED_VALUES } from "./versioned_cache.ts";
import type { LinkStats } from "../schemas/link_stats.ts";

const author = { id: "user-1", name: "Ana Pérez" };

function stats(inbound: number): LinkStats {
  return {
    lastChecked: new Date(Date.UTC(2025, 0, 2)).toISOString(),
    outboundInternal: 1,
    outboundExternal: 0,
    inboundCount: inbound,
    brokenLinksCount: 0,
    brokenLinks: [],
    manualCheck: [],
  };
}

/** Two handles on one KV file, as two server processes have. */
async function withTwoHandles(fn: (a: Deno.Kv, b: Deno.Kv) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-cache-" });
  const a = await Deno.openKv(`${dir}/store.kv`);
  const b = await Deno.openKv(`${dir}/store.kv`);
  try {
    await fn(a, b);
  } finally {
    a.close();
    b.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("getManyCached answers cached values while the version stays, reads again when it changes", () =>
  withKv(async (kv) => {
    await kv.set(["v", 1], { n: 1 });
    const keys = [["v", 1], ["v", 2]];
    assert.deepEqual(await getManyCached(kv, "test", "A", keys), [{ n: 1 }, null]);
    await kv.set(["v", 1], { n: 10 });
    await kv.set(["v", 2], { n: 20 });
    assert.deepEqual(await getManyCached(kv, "test", "A", keys), [{ n: 1 }, null], "same version: cached");
    assert.deepEqual(await getManyCached(kv, "other", "A", keys), [{ n: 10 }, { n: 20 }], "caches are per name");
    const fresh = await getManyCached<{ n: number }>(kv, "test", "B", keys);
    assert.deepEqual(fresh, [{ n: 10 }, { n: 20 }], "a new version reads the store");
    assert.throws(() => {
      "use strict";
      fresh[0]!.n = 3;
    }, TypeError);
  }));

Deno.test("getManyCached keeps at most MAX_CACHED_VALUES values, dropping the oldest", () =>
  withKv(async (kv) => {
    const keys = Array.from({ length: MAX_CACHED_VALUES + 1 }, (_, i) => ["k", i]);
    await kv.set(["k", 0], "first");
    await getManyCached(kv, "bound", "A", keys);
    await kv.set(["k", 0], "changed");
    await kv.set(["k", MAX_CACHED_VALUES], "changed");
    const [first] = await getManyCached(kv, "bound", "A", [["k", 0]]);
    const [last] = await getManyCached(kv, "bound", "A", [["k", MAX_CACHED_VALUES]]);
    assert.equal(first, "changed", "the oldest value was dropped and is read again");
    assert.equal(last, null, "the newest is still cached");
  }));

Deno.test("search results show another process's post changes at once (cached summaries)", () =>
  withTwoHandles(async (a, b) => {
    const { post } = await createPost(a, { title: "Yuca con mojo", slug: "yuca", status: "published" }, author);
    const search = async () => (await listPosts(a, { status: "all", title: "yuca", limit: 20 })).posts;
    assert.deepEqual((await search()).map((p) => p.slug), ["yuca"]);
    await updatePost(b, post.id, { slug: "yuca-con-mojo" });
    assert.deepEqual((await search()).map((p) => p.slug), ["yuca-con-mojo"]);
    await updatePost(b, post.id, { status: "draft" });
    assert.deepEqual((await search()).map((p) => p.status), ["draft"]);
    await deletePost(b, post.id);
    assert.deepEqual(await search(), []);
  }));

Deno.test("link stats show another process's checks and deletes at once (cached stats)", () =>
  withTwoHandles(async (a, b) => {
    const { post } = await createPost(a, { title: "Tostones", status: "published" }, author);
    const { post: other } = await createPost(a, { title: "Flan", status: "published" }, author);
    const inbound = async () =>
      [...(await getLinkStatsMany(a, [post.id, other.id])).entries()].map(([id, s]) => [id, s.inboundCount]);
    assert.deepEqual(await inbound(), []);
    await saveLinkStats(b, post.id, stats(1));
    await saveLinkStats(b, other.id, stats(5));
    assert.deepEqual(await inbound(), [[post.id, 1], [other.id, 5]]);
    await saveLinkStats(b, post.id, stats(2));
    assert.deepEqual(await inbound(), [[post.id, 2], [other.id, 5]]);
    await deleteLinkStats(b, other.id);
    assert.deepEqual(await inbound(), [[post.id, 2]]);
    await deletePost(b, post.id);
    assert.deepEqual(await inbound(), []);
  }));
