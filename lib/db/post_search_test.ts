import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { createPost, deletePost, listPosts, updatePost } from "./posts.ts";
import { LEGACY_SEARCH_PREFIXES, SEARCH_WORDS } from "./post_keys.ts";
import { ensureSearchIndex, SEARCH_INDEX_LEASE_MS, SEARCH_INDEX_VERSION } from "./search_index.ts";
import { makeUnindexed } from "@/tests/support/search_store.ts";

const author = { id: "user-1", name: "Ana Pérez" };

async function titles(kv: Deno.Kv, title: string, status: "all" | "published" | "draft" = "all") {
  const page = await listPosts(kv, { status, title, order: "oldest", limit: 100 });
  return { titles: page.posts.map((post) => post.title), total: page.total };
}

/** The whole words a post is indexed under (its longest indexed beginnings), checking both orders agree. */
async function wordKeysOf(kv: Deno.Kv, id: string): Promise<string[]> {
  const byOrder = new Map<string, Set<string>>();
  for await (const entry of kv.list({ prefix: SEARCH_WORDS })) {
    if (entry.key[entry.key.length - 1] !== id) continue;
    const order = String(entry.key[1]);
    byOrder.set(order, (byOrder.get(order) ?? new Set()).add(String(entry.key[2])));
  }
  const [created = new Set<string>(), published = new Set<string>()] = [
    byOrder.get("created"),
    byOrder.get("published"),
  ];
  assert.deepEqual([...created].sort(), [...published].sort(), "both orders list the same beginnings");
  return [...created].filter((p) => ![...created].some((q) => q !== p && q.startsWith(p))).sort();
}

async function seed(kv: Deno.Kv) {
  const created: Record<string, string> = {};
  const posts = [
    ["Plátanos maduros fritos", "published"],
    ["Arroz con pollo a la chorrera", "published"],
    ["Arroz congrí oriental", "draft"],
    ["Ropa vieja", "published"],
    ["Ñoquis de yuca", "published"],
  ] as const;
  for (const [i, [title, status]] of posts.entries()) {
    const { post } = await createPost(kv, { title, status }, author, {
      created_at: new Date(Date.UTC(2024, 0, i + 1)).toISOString(),
    });
    created[title] = post.id;
  }
  return created;
}

Deno.test("title search ignores accents and case and matches word beginnings", async () => {
  await withKv(async (kv) => {
    await seed(kv);
    assert.deepEqual((await titles(kv, "PLATANOS")).titles, ["Plátanos maduros fritos"]);
    assert.deepEqual((await titles(kv, "plá")).titles, ["Plátanos maduros fritos"]);
    assert.deepEqual((await titles(kv, "noquis")).titles, ["Ñoquis de yuca"]);
    assert.deepEqual((await titles(kv, "ñoq")).titles, ["Ñoquis de yuca"]);
    assert.deepEqual(await titles(kv, "arr"), {
      titles: ["Arroz con pollo a la chorrera", "Arroz congrí oriental"],
      total: 2,
    });
    assert.deepEqual((await titles(kv, "rroz")).titles, [], "only word beginnings match");
    assert.deepEqual((await titles(kv, "¿?")).titles, []);
  });
});

Deno.test("title search needs every query word, in any order, and filters by status", async () => {
  await withKv(async (kv) => {
    await seed(kv);
    assert.deepEqual((await titles(kv, "arroz con")).titles, [
      "Arroz con pollo a la chorrera",
      "Arroz congrí oriental",
    ]);
    assert.deepEqual((await titles(kv, "pollo arroz")).titles, ["Arroz con pollo a la chorrera"]);
    assert.deepEqual((await titles(kv, "arroz  oriental")).titles, ["Arroz congrí oriental"]);
    assert.deepEqual((await titles(kv, "arroz vieja")).titles, []);
    assert.deepEqual(await titles(kv, "arroz", "published"), { titles: ["Arroz con pollo a la chorrera"], total: 1 });
    assert.deepEqual(await titles(kv, "arroz", "draft"), { titles: ["Arroz congrí oriental"], total: 1 });
  });
});

Deno.test("title search pages by number and by cursor, newest first or oldest first", async () => {
  await withKv(async (kv) => {
    for (let i = 1; i <= 7; i++) {
      await createPost(kv, { title: `Flan de coco ${i}`, status: "published" }, author, {
        created_at: new Date(Date.UTC(2024, 1, i)).toISOString(),
      });
    }
    const newest = await listPosts(kv, { status: "all", title: "flan", order: "newest", limit: 3, page: 2 });
    assert.deepEqual(newest.posts.map((p) => p.title), ["Flan de coco 4", "Flan de coco 3", "Flan de coco 2"]);
    assert.equal(newest.total, 7);
    const first = await listPosts(kv, { status: "published", sortBy: "published", title: "coco", limit: 5 });
    assert.equal(first.posts.length, 5);
    const rest = await listPosts(kv, {
      status: "published",
      sortBy: "published",
      title: "coco",
      limit: 5,
      cursor: first.cursor!,
    });
    assert.equal(rest.posts.length, 2);
    assert.equal(rest.cursor, null);
    assert.equal(new Set([...first.posts, ...rest.posts].map((p) => p.id)).size, 7);
  });
});

Deno.test("the word index follows title changes and deletes", async () => {
  await withKv(async (kv) => {
    const ids = await seed(kv);
    const id = ids["Ropa vieja"];
    assert.deepEqual(await wordKeysOf(kv, id), ["ropa", "vieja"]);
    await updatePost(kv, id, { title: "Ropa vieja cubana" });
    assert.deepEqual(await wordKeysOf(kv, id), ["cubana", "ropa", "vieja"]);
    await updatePost(kv, id, { title: "Tasajo", status: "draft" });
    assert.deepEqual(await wordKeysOf(kv, id), ["tasajo"]);
    assert.deepEqual((await titles(kv, "ropa")).titles, []);
    assert.deepEqual((await titles(kv, "tasajo", "published")).titles, [], "the new status is indexed");
    assert.deepEqual((await titles(kv, "tasajo", "draft")).titles, ["Tasajo"]);
    await deletePost(kv, id);
    assert.deepEqual(await wordKeysOf(kv, id), [], "a deleted post leaves no word behind");
    assert.deepEqual((await titles(kv, "tasajo")).titles, []);
  });
});

Deno.test("a store indexed the old way is re-indexed once on start", async () => {
  await withKv(async (kv) => {
    await seed(kv);
    await makeUnindexed(kv, { state: "done", version: 2, posts: 5 });
    assert.deepEqual((await titles(kv, "arroz")).titles, []);
    assert.equal(await ensureSearchIndex(kv), 5);
    assert.deepEqual((await titles(kv, "arroz")).total, 2);
    assert.deepEqual((await titles(kv, "yuca")).titles, ["Ñoquis de yuca"]);
    assert.equal(await ensureSearchIndex(kv), 0, "the marker is claimed once");
    for (const prefix of LEGACY_SEARCH_PREFIXES) {
      assert.equal((await Array.fromAsync(kv.list({ prefix }))).length, 0, `old keys are gone: ${prefix}`);
    }
    const { post } = await createPost(kv, { title: "Arroz frito", status: "published" }, author);
    await deletePost(kv, post.id);
    assert.deepEqual(await titles(kv, "arroz"), {
      titles: ["Arroz con pollo a la chorrera", "Arroz congrí oriental"],
      total: 2,
    });
  });
});

Deno.test("title search totals follow creates, updates and deletes", async () => {
  await withKv(async (kv) => {
    const ids = await seed(kv);
    assert.equal((await titles(kv, "a")).total, 2, "a post counts once for several of its words");
    await updatePost(kv, ids["Ropa vieja"], { title: "Ropa vieja con arroz" });
    assert.equal((await titles(kv, "arroz")).total, 3);
    assert.equal((await titles(kv, "arroz", "published")).total, 2);
    await updatePost(kv, ids["Arroz congrí oriental"], { status: "published" });
    assert.equal((await titles(kv, "arroz", "published")).total, 3);
    assert.equal((await titles(kv, "arroz", "draft")).total, 0);
    await updatePost(kv, ids["Ropa vieja"], { excerpt: "Sin cambio de título" });
    assert.equal((await titles(kv, "arroz")).total, 3);
    await deletePost(kv, ids["Arroz con pollo a la chorrera"]);
    assert.deepEqual(await titles(kv, "arr"), {
      titles: ["Arroz congrí oriental", "Ropa vieja con arroz"],
      total: 2,
    });
  });
});

Deno.test("title search matches long words beyond the indexed beginnings", async () => {
  await withKv(async (kv) => {
    await createPost(kv, { title: "Caramelización perfecta", status: "published" }, author);
    await createPost(kv, { title: "Caramelizados de coco", status: "published" }, author);
    assert.deepEqual((await titles(kv, "caramelizacion")).titles, ["Caramelización perfecta"]);
    assert.deepEqual((await titles(kv, "CARAMELIZA")).total, 2);
    assert.deepEqual((await titles(kv, "caramelizad coco")).titles, ["Caramelizados de coco"]);
  });
});

Deno.test("title search pages newest first across statuses, one word or several", async () => {
  await withKv(async (kv) => {
    for (let i = 1; i <= 9; i++) {
      await createPost(kv, { title: `Tamal en cazuela ${i}`, status: i % 2 ? "published" : "draft" }, author, {
        created_at: new Date(Date.UTC(2024, 2, i)).toISOString(),
      });
    }
    for (const query of ["tamal", "cazuela tam"]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listPosts(kv, { status: "all", title: query, order: "newest", limit: 4, cursor });
        assert.equal(page.total, 9, query);
        seen.push(...page.posts.map((p) => p.title.split(" ").pop()!));
        cursor = page.cursor ?? undefined;
      } while (cursor);
      assert.deepEqual(seen, ["9", "8", "7", "6", "5", "4", "3", "2", "1"], query);
      const third = await listPosts(kv, { status: "all", title: query, order: "newest", limit: 4, page: 3 });
      assert.deepEqual(third.posts.map((p) => p.title), ["Tamal en cazuela 1"], query);
      const beyond = await listPosts(kv, { status: "all", title: query, limit: 4, page: 4 });
      assert.deepEqual({ n: beyond.posts.length, total: beyond.total }, { n: 0, total: 9 }, query);
    }
    const published = await listPosts(kv, {
      status: "published",
      sortBy: "published",
      title: "taMál",
      order: "oldest",
    });
    assert.deepEqual(published.posts.map((p) => p.title.split(" ").pop()), ["1", "3", "5", "7", "9"]);
  });
});

Deno.test("a title with too many words stays searchable and changes in one write", async () => {
  await withKv(async (kv) => {
    const longTitle = (lead: string) =>
      Array.from({ length: 27 }, (_, i) => `${lead}${String.fromCharCode(97 + i % 26)}${i}defghij`.slice(0, 10)).join(
        " ",
      );
    const { post } = await createPost(kv, { title: longTitle("p"), status: "published" }, author);
    await createPost(kv, { title: "Pa0 de maíz", status: "published" }, author);
    assert.deepEqual((await titles(kv, "pa0")).total, 2);
    await updatePost(kv, post.id, { title: longTitle("q"), status: "draft" });
    assert.deepEqual((await titles(kv, "pa0")).titles, ["Pa0 de maíz"]);
    assert.deepEqual(await titles(kv, "qb1defgh", "draft"), { titles: [longTitle("q")], total: 1 });
    assert.deepEqual(await titles(kv, "qb1 qz25", "all"), { titles: [longTitle("q")], total: 1 });
    assert.deepEqual((await titles(kv, "qb1", "published")).total, 0);
    await updatePost(kv, post.id, { title: "Potaje", status: "published" });
    assert.deepEqual((await titles(kv, "qb1")).total, 0);
    assert.deepEqual((await titles(kv, "pota")).total, 1);
  });
});

Deno.test("an index build cut short is redone by the next start once its claim is stale", async () => {
  await withKv(async (kv) => {
    await seed(kv);
    const startedAt = Date.now();
    await makeUnindexed(kv, {
      state: "building",
      version: SEARCH_INDEX_VERSION,
      at: new Date(startedAt).toISOString(),
    });
    assert.equal(await ensureSearchIndex(kv), 0, "a live claim: another process is building");
    assert.deepEqual((await titles(kv, "yuca")).titles, []);
    const later = () => startedAt + SEARCH_INDEX_LEASE_MS + 1;
    assert.equal(await ensureSearchIndex(kv, later), 5, "the stale claim is taken over");
    assert.deepEqual((await titles(kv, "yuca")).titles, ["Ñoquis de yuca"]);
    assert.equal(await ensureSearchIndex(kv, later), 0, "done");
  });
});
