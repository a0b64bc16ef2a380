import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { makeUnindexed } from "@/tests/support/search_store.ts";
import { verifySearchIndex } from "@/tests/support/verify_search_index.ts";
import type { PostStatus } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { createPost, deletePost, listPosts, updatePost } from "./posts.ts";
import { SEARCH_BITS } from "./post_keys.ts";
import type { StoredPost } from "./post_indexes.ts";
import { titleMatches } from "./post_search.ts";
import { ensureSearchIndex, MAX_PREFIXES_PER_POST, searchWords, titlePrefixes } from "./search_index.ts";

const author = { id: "user-1", name: "Ana Pérez" };
const DISHES = ["Arroz con pollo", "Ropa vieja", "Yuca con mojo", "Flan de leche", "Lechón asado", "Ají relleno"];
const QUERIES = [
  "arroz",
  "ARROZ CON",
  "con",
  "yuca con",
  "a",
  "a 1",
  "le 2",
  "lechon as",
  "ají",
  "caramelizacion",
  "zz",
];

type Filter = { status: "all" | PostStatus; sortBy: "created" | "published"; order: "newest" | "oldest" };
const FILTERS: Filter[] = [
  { status: "all", sortBy: "created", order: "newest" },
  { status: "draft", sortBy: "created", order: "oldest" },
  { status: "published", sortBy: "published", order: "newest" },
  { status: "published", sortBy: "published", order: "oldest" },
];

/** The titles a search should list, worked out from the records alone. */
async function expected(kv: Deno.Kv, query: string, filter: Filter): Promise<string[]> {
  const words = searchWords(query);
  const posts: StoredPost[] = [];
  for await (const { value } of kv.list<StoredPost>({ prefix: ["posts"] })) {
    if (filter.status !== "all" && value.status !== filter.status) continue;
    if (titleMatches(normalizeForSearch(value.title), words)) posts.push(value);
  }
  const order = (p: StoredPost) =>
    `${filter.sortBy === "created" ? p.created_at : p.published_at ?? p.created_at} ${p.id}`;
  posts.sort((a, b) => order(a) < order(b) ? -1 : 1);
  if (filter.order === "newest") posts.reverse();
  return posts.map((p) => p.title);
}

/** Checks every page, by number and by cursor, of every query and filter against the records. */
async function assertSearchesMatchRecords(kv: Deno.Kv, limit: number): Promise<void> {
  for (const query of QUERIES) {
    for (const filter of FILTERS) {
      const want = await expected(kv, query, filter);
      const label = `${query} ${JSON.stringify(filter)}`;
      const pages = Math.max(1, Math.ceil(want.length / limit));
      for (let page = 1; page <= pages + 1; page++) {
        const got = await listPosts(kv, { ...filter, title: query, limit, page });
        assert.equal(got.total, want.length, `total of ${label}`);
        assert.deepEqual(
          got.posts.map((p) => p.title),
          want.slice((page - 1) * limit, page * limit),
          `${label} p${page}`,
        );
        assert.equal(got.cursor !== null, page * limit < want.length, `more after ${label} p${page}`);
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const got = await listPosts(kv, { ...filter, title: query, limit, cursor });
        seen.push(...got.posts.map((p) => p.title));
        cursor = got.cursor ?? undefined;
      } while (cursor);
      assert.deepEqual(seen, want, `cursor pages of ${label}`);
    }
  }
}

async function seedMany(kv: Deno.Kv, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = i % 23 === 0
      ? `Caramelización de ${DISHES[i % DISHES.length]} ${i}`
      : `${DISHES[i % DISHES.length]} ${i}`;
    const { post } = await createPost(kv, { title, status: i % 3 ? "published" : "draft" }, author, {
      // Creation order differs from number order, so the two orders disagree.
      created_at: new Date(Date.UTC(2024, 0, 1) + ((i * 37) % count) * 60_000).toISOString(),
    });
    ids.push(post.id);
  }
  return ids;
}

Deno.test("every page of one-word, several-word, long-word and accented searches matches the records", async () => {
  await withKv(async (kv) => {
    await seedMany(kv, 140);
    assert.equal(await verifySearchIndex(kv), 140);
    await assertSearchesMatchRecords(kv, 9);
  });
});

Deno.test("after title, status and date edits and deletes, pages, totals and the index still match the records", async () => {
  await withKv(async (kv) => {
    const ids = await seedMany(kv, 90);
    for (const [i, id] of ids.entries()) {
      if (i % 7 === 0) await deletePost(kv, id);
      else if (i % 7 === 1) await updatePost(kv, id, { title: `Ají de ropa ${i}` });
      else if (i % 7 === 2) await updatePost(kv, id, { status: i % 2 ? "draft" : "published" });
      else if (i % 7 === 3) await updatePost(kv, id, { published_at: new Date(Date.UTC(2023, 5, i)).toISOString() });
      else if (i % 7 === 4) await updatePost(kv, id, { excerpt: "Sin cambio de título" });
    }
    assert.equal(await verifySearchIndex(kv), 90 - Math.ceil(90 / 7));
    await assertSearchesMatchRecords(kv, 8);
  });
});

Deno.test("a store indexed the old way is re-indexed into numbers, bitmaps and words that match the records", async () => {
  await withKv(async (kv) => {
    await seedMany(kv, 60);
    await makeUnindexed(kv, { state: "done", version: 2 });
    assert.equal((await listPosts(kv, { title: "arroz" })).total, 0, "nothing is indexed");
    assert.equal(await ensureSearchIndex(kv), 60);
    assert.equal(await verifySearchIndex(kv), 60);
    await assertSearchesMatchRecords(kv, 10);
    const { post } = await createPost(kv, { title: "Arroz frito", status: "published" }, author);
    await updatePost(kv, post.id, { title: "Arroz frito con huevo" });
    assert.equal(await verifySearchIndex(kv), 61, "posts written after the re-index get unused numbers");
  });
});

Deno.test("a title with the most word beginnings indexed changes to another and to a new status in one write", async () => {
  await withKv(async (kv) => {
    const title = (lead: string) => {
      const words: string[] = [];
      for (let i = 0; titlePrefixes(words.join(" ")).length < MAX_PREFIXES_PER_POST; i++) {
        words.push(`${lead}${String.fromCharCode(97 + i % 26)}${i}wxyzuv`.slice(0, 10));
      }
      return words.join(" ");
    };
    assert.equal(titlePrefixes(title("k")).length, MAX_PREFIXES_PER_POST);
    const { post } = await createPost(kv, { title: title("k"), status: "draft" }, author);
    await updatePost(kv, post.id, { title: title("m"), status: "published" });
    assert.equal((await listPosts(kv, { status: "published", title: "mb1 mc2" })).total, 1);
    assert.equal((await listPosts(kv, { title: "kb1" })).total, 0);
    assert.equal(await verifySearchIndex(kv), 1);
  });
});

Deno.test("the index check notices a missing bitmap word", async () => {
  await withKv(async (kv) => {
    await seedMany(kv, 5);
    const [first] = await Array.fromAsync(kv.list({ prefix: SEARCH_BITS }, { limit: 1 }));
    await kv.delete(first.key);
    await assert.rejects(() => verifySearchIndex(kv), /counters and bitmaps/);
  });
});

Deno.test("bitmaps read by one search are read again once a post write changes them", async () => {
  await withKv(async (kv) => {
    await seedMany(kv, 30);
    const count = () => listPosts(kv, { status: "published", title: "arroz con" }).then((page) => page.total);
    const before = await count();
    assert.equal(before, (await expected(kv, "arroz con", FILTERS[2])).length);
    const { post } = await createPost(kv, { title: "Arroz con leche", status: "published" }, author);
    assert.equal(await count(), before + 1, "a new post");
    await updatePost(kv, post.id, { status: "draft" });
    assert.equal(await count(), before, "a status change");
    await updatePost(kv, post.id, { status: "published", title: "Arroz frito" });
    assert.equal(await count(), before, "a title change");
    await deletePost(kv, post.id);
    assert.equal(await count(), before);
  });
});
