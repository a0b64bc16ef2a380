/** The tag index follows every post write: create, tag changes, status, title and publication changes, deletion. */
import assert from "node:assert/strict";
import { readContentVersion } from "./content_version.ts";
import { createPost, deletePost, updatePost } from "./posts.ts";
import { listPublishedByTag, POSTS_BY_TAG, TAG_POST_COUNT } from "./post_tags.ts";
import { withKv } from "@/tests/support/kv.ts";
import { verifyIndexes } from "@/tests/support/verify_indexes.ts";

const author = { id: "user-1", name: "Ana Pérez" };

async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvKey[]> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix })) keys.push(entry.key);
  return keys;
}

async function counters(kv: Deno.Kv): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for await (const entry of kv.list<Deno.KvU64>({ prefix: TAG_POST_COUNT })) {
    const n = Number(entry.value.value);
    if (n) out[entry.key.slice(1).join("/")] = n;
  }
  return out;
}

const titles = async (kv: Deno.Kv, slug: string) =>
  (await listPublishedByTag(kv, slug, 1, 100)).posts.map((p) => p.title);

Deno.test("a published post is listed under each of its tags, newest first, with the tag as written", async () => {
  await withKv(async (kv) => {
    await createPost(kv, {
      title: "Yuca con mojo",
      status: "published",
      published_at: "2024-01-01T00:00:00Z",
      tags: ["Yuca", "Mojo"],
    }, author);
    const newer = await createPost(kv, {
      title: "Buñuelos de yuca",
      status: "published",
      published_at: "2024-06-01T00:00:00Z",
      tags: ["yúca", "Postres"],
    }, author);
    await createPost(kv, { title: "Borrador de yuca", tags: ["Yuca"] }, author);
    assert.deepEqual(newer.post.tags, ["yúca", "Postres"]);
    const page = await listPublishedByTag(kv, "yuca", 1, 100);
    assert.deepEqual(page.posts.map((p) => p.title), ["Buñuelos de yuca", "Yuca con mojo"]);
    assert.equal(page.total, 2);
    assert.equal(page.tag, "yúca");
    assert.equal("tag" in page.posts[0], false);
    assert.deepEqual(await titles(kv, "mojo"), ["Yuca con mojo"]);
    assert.deepEqual(await counters(kv), {
      "yuca/published": 2,
      "yuca/draft": 1,
      "mojo/published": 1,
      "postres/published": 1,
    });
    const second = await listPublishedByTag(kv, "yuca", 2, 1);
    assert.deepEqual(second.posts.map((p) => p.title), ["Yuca con mojo"]);
    assert.deepEqual((await listPublishedByTag(kv, "yuca", 3, 1)).posts, []);
    assert.deepEqual(await listPublishedByTag(kv, "nada", 1, 100), { tag: null, posts: [], total: 0 });
  });
});

Deno.test("removing a tag, unpublishing and deleting take the post off the tag at once, in the post's own write", async () => {
  await withKv(async (kv) => {
    const { post } = await createPost(kv, {
      title: "Ropa vieja",
      status: "published",
      tags: ["Carne", "Clásicos"],
    }, author);
    assert.deepEqual(await titles(kv, "carne"), ["Ropa vieja"]);

    const before = await readContentVersion(kv);
    await updatePost(kv, post.id, { tags: ["Clásicos"] });
    assert.notEqual(await readContentVersion(kv), before, "a tag change bumps the content version");
    assert.deepEqual(await titles(kv, "carne"), []);
    assert.deepEqual(await keysUnder(kv, [...POSTS_BY_TAG, "carne"]), []);
    assert.deepEqual(await counters(kv), { "clasicos/published": 1 });

    await updatePost(kv, post.id, { title: "Ropa vieja cubana", tags: ["Clasicos", "Carne"] });
    assert.deepEqual(await titles(kv, "clasicos"), ["Ropa vieja cubana"], "the entry holds the new title");
    assert.equal((await listPublishedByTag(kv, "clasicos", 1, 10)).tag, "Clasicos");

    await updatePost(kv, post.id, { published_at: "2020-01-01T00:00:00Z" });
    assert.equal((await keysUnder(kv, [...POSTS_BY_TAG, "carne"])).length, 1, "the old order key is gone");

    await updatePost(kv, post.id, { status: "draft" });
    assert.deepEqual(await titles(kv, "carne"), []);
    assert.deepEqual(await counters(kv), { "clasicos/draft": 1, "carne/draft": 1 });

    await deletePost(kv, post.id);
    assert.deepEqual(await keysUnder(kv, POSTS_BY_TAG), []);
    assert.deepEqual(await counters(kv), {});
  });
});

Deno.test("posts stored before tags existed are written without tag keys", async () => {
  await withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Flan", status: "published" }, author);
    const record = await kv.get<Record<string, unknown>>(["posts", post.id]);
    const { tags: _, ...old } = record.value!;
    await kv.set(["posts", post.id], old);
    await updatePost(kv, post.id, { excerpt: "Suave" });
    assert.deepEqual(await keysUnder(kv, POSTS_BY_TAG), []);
    await updatePost(kv, post.id, { tags: ["Postres"] });
    assert.deepEqual(await titles(kv, "postres"), ["Flan"]);
  });
});

Deno.test("parallel tag, status and date changes and deletions leave the tag index and counters exact", async () => {
  await withKv(async (kv) => {
    const tags = ["Yuca", "Mojo", "Postres", "Nochebuena", "Arroz"];
    const posts = [];
    for (let i = 0; i < 12; i++) {
      posts.push(
        (await createPost(kv, {
          title: `Receta ${i}`,
          status: i % 2 ? "published" : "draft",
          tags: [tags[i % 5], tags[(i + 2) % 5]],
        }, author)).post,
      );
    }
    const operations: Promise<unknown>[] = [];
    for (let i = 0; i < 36; i++) {
      const post = posts[i % 10];
      operations.push(updatePost(kv, post.id, {
        tags: i % 4 === 0 ? [] : [tags[i % 5], tags[(i * 3) % 5].toLowerCase()],
        status: i % 3 === 0 ? "draft" : "published",
        published_at: `2024-0${1 + (i % 9)}-01T00:00:00Z`,
      }));
    }
    operations.push(deletePost(kv, posts[10].id), deletePost(kv, posts[11].id));
    const results = await Promise.allSettled(operations);
    assert.deepEqual(results.filter((r) => r.status === "rejected"), [], "every change commits in the end");
    assert.deepEqual(await verifyIndexes(kv), { posts: 10 });
  });
});
