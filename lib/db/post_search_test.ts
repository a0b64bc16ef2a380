import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { createPost, deletePost, listPosts, updatePost } from "./posts.ts";
import { ensureSearchIndex, POST_WORDS, SEARCH_INDEX_MARKER } from "./search_index.ts";

const author = { id: "user-1", name: "Ana Pérez" };

async function titles(kv: Deno.Kv, title: string, status: "all" | "published" | "draft" = "all") {
  const page = await listPosts(kv, { status, title, order: "oldest", limit: 100 });
  return { titles: page.posts.map((post) => post.title), total: page.total };
}

async function wordKeysOf(kv: Deno.Kv, id: string): Promise<string[]> {
  const words: string[] = [];
  for await (const entry of kv.list({ prefix: [POST_WORDS] })) {
    if (entry.key[2] === id) words.push(String(entry.key[1]));
  }
  return words.sort();
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

Deno.test("a store written before the index existed is indexed once on start", async () => {
  await withKv(async (kv) => {
    await seed(kv);
    const op = kv.atomic().delete(SEARCH_INDEX_MARKER);
    for await (const entry of kv.list({ prefix: [POST_WORDS] })) op.delete(entry.key);
    await op.commit();
    assert.deepEqual((await titles(kv, "arroz")).titles, []);
    assert.equal(await ensureSearchIndex(kv), 5);
    assert.deepEqual((await titles(kv, "arroz")).total, 2);
    assert.deepEqual((await titles(kv, "yuca")).titles, ["Ñoquis de yuca"]);
    assert.equal(await ensureSearchIndex(kv), 0, "the marker is claimed once");
  });
});
