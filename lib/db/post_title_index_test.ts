import assert from "node:assert/strict";
import { ConflictError } from "../errors.ts";
import { postKey, postTitleKey } from "./post_keys.ts";
import { indexExistingTitles, POST_TITLE_TAKEN } from "./post_title_index.ts";

const noRenew = () => Promise.resolve();
import { createPost, deletePost, getPost, updatePost } from "./posts.ts";
import { verifyIndexes } from "@/tests/support/verify_indexes.ts";

const author = { id: "user-1", name: "Ana" };

async function withKv(fn: (kv: Deno.Kv) => Promise<void>): Promise<void> {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

const titleTaken = (error: unknown) =>
  error instanceof ConflictError && error.message === POST_TITLE_TAKEN && error.field === "title";

/** Turns a store into one written before the title index: no title keys, no marker. */
async function dropTitleIndex(kv: Deno.Kv): Promise<void> {
  for await (const entry of kv.list({ prefix: ["posts_by_title"] })) await kv.delete(entry.key);
}

Deno.test("ten parallel creates of one title in different spellings: exactly one is created", async () => {
  await withKv(async (kv) => {
    const spellings = [
      "Ajiaco",
      "ajiaco",
      "AJIACO",
      "Ajíaco",
      " ajiaco ",
      "Ajiacó",
      "aJiAcO",
      "ajiaco ",
      "AJÍACO",
      "ájiaco",
    ];
    const results = await Promise.allSettled(
      spellings.map((title, i) => createPost(kv, { title, slug: `ajiaco-${i}` }, author)),
    );
    assert.equal(results.filter((r) => r.status === "fulfilled").length, 1);
    for (const result of results) {
      if (result.status === "rejected") assert.ok(titleTaken(result.reason), String(result.reason));
    }
    assert.deepEqual(await verifyIndexes(kv), { posts: 1 });
  });
});

Deno.test("a title key left by a post that is gone or renamed does not block the title", async () => {
  await withKv(async (kv) => {
    await kv.set(postTitleKey("Yuca con mojo"), "deleted-post");
    const { post } = await createPost(kv, { title: "Yuca con Mojo" }, author);
    assert.equal((await kv.get(postTitleKey("yuca con mojo"))).value, post.id);
  });
});

Deno.test("migration: the oldest of posts sharing a title owns it; the others stay editable", async () => {
  await withKv(async (kv) => {
    const older = (await createPost(kv, { title: "Ropa vieja" }, author, { created_at: "2020-01-01T00:00:00.000Z" }))
      .post;
    const newer =
      (await createPost(kv, { title: "Ropa vieja 2" }, author, { created_at: "2021-01-01T00:00:00.000Z" })).post;
    const other = (await createPost(kv, { title: "Flan" }, author)).post;
    // A store from before the index: the newer post's record has the same title as the older one.
    const record = await kv.get<Record<string, unknown>>(postKey(newer.id));
    await kv.set(postKey(newer.id), { ...record.value, title: "ROPA VIEJA" });
    await dropTitleIndex(kv);

    assert.deepEqual(await indexExistingTitles(kv, noRenew), { indexed: 2, duplicates: 1 });
    assert.equal((await kv.get(postTitleKey("ropa vieja"))).value, older.id, "the oldest owns the title");
    assert.equal((await kv.get(postTitleKey("flan"))).value, other.id);
    assert.deepEqual(
      await indexExistingTitles(kv, noRenew),
      { indexed: 0, duplicates: 1 },
      "a second run changes nothing",
    );

    await updatePost(kv, newer.id, { excerpt: "Editada sin cambiar el título." });
    await updatePost(kv, newer.id, { title: "Ropa Vieja" });
    await assert.rejects(updatePost(kv, other.id, { title: "ropa vieja" }), titleTaken);
    await assert.rejects(createPost(kv, { title: "Ropa vieja", slug: "otra" }, author), titleTaken);

    await updatePost(kv, older.id, { title: "Ropa vieja de la abuela" });
    assert.equal((await kv.get(postTitleKey("ropa vieja"))).value, null, "released by its owner");
    await updatePost(kv, newer.id, { excerpt: "Guardada otra vez." });
    assert.equal((await kv.get(postTitleKey("ropa vieja"))).value, newer.id, "claimed by the post that has it");
    await deletePost(kv, newer.id);
    assert.equal((await kv.get(postTitleKey("ropa vieja"))).value, null);
    assert.equal((await getPost(kv, older.id))?.post.title, "Ropa vieja de la abuela");
  });
});

Deno.test("migration: run again after a crash part-way, it indexes only the titles still missing", async () => {
  await withKv(async (kv) => {
    const posts = [];
    for (const title of ["Tostones", "Yuca con mojo", "Flan"]) {
      posts.push((await createPost(kv, { title }, author)).post);
    }
    await kv.delete(postTitleKey("yuca con mojo"));
    assert.deepEqual(await indexExistingTitles(kv, noRenew), { indexed: 1, duplicates: 0 });
    assert.equal((await kv.get(postTitleKey("yuca con mojo"))).value, posts[1].id);
    assert.deepEqual(await indexExistingTitles(kv, noRenew), { indexed: 0, duplicates: 0 });
  });
});
