import assert from "node:assert/strict";
import { createCategory } from "../db/categories.ts";
import { createPost, deletePost, updatePost } from "../db/posts.ts";
import { listPosts, readSnapshot } from "@/tests/support/snapshot.ts";
import { withKv } from "@/tests/support/kv.ts";
import { titledIn } from "@/tests/support/search_index.ts";
import { listPublishedInCategories } from "./post_listing.ts";

const author = { id: "user-1", name: "Ana Pérez" };

Deno.test("post lists from the snapshot: title search, status and category filters, cursors, each write seen at once", () =>
  withKv(async (kv) => {
    const { category: soups } = await createCategory(kv, { name: "Sopas" });
    const { category: fish } = await createCategory(kv, { name: "Pescados", parent_id: soups.id });
    const at = (day: number) => ({ created_at: `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z` });
    const make = async (title: string, day: number, fields: Record<string, unknown> = {}) =>
      (await createPost(kv, { title, status: "published", ...fields }, author, at(day))).post.id;
    const ajiaco = await make("Ajiaco Camagüeyano", 1, {
      category_ids: [soups.id],
      published_at: "2026-01-05T00:00:00.000Z",
    });
    const caldo = await make("Caldo de pescado", 2, {
      category_ids: [fish.id],
      published_at: "2026-02-01T00:00:00.000Z",
    });
    const borrador = await make("Ajiaco de invierno", 3, { status: "draft", category_ids: [soups.id] });
    const flan = await make("Flan de calabaza", 4, { published_at: "2026-01-20T00:00:00.000Z" });

    const ids = async (options: Parameters<typeof listPosts>[1]) =>
      (await listPosts(kv, options, await titledIn(kv, options?.title))).posts.map((p) => p.id);
    assert.deepEqual(await ids({ title: "AJIACO" }), [borrador, ajiaco], "case ignored, newest created first");
    assert.deepEqual(await ids({ title: "camaguey aji" }), [ajiaco], "accents ignored, every word a beginning");
    assert.deepEqual(await ids({ title: "jiaco" }), [], "a word must begin a title word");
    assert.deepEqual(await ids({ status: "published", title: "ajiaco" }), [ajiaco]);
    assert.deepEqual(
      await ids({ categoryId: soups.id }),
      [ajiaco, borrador],
      "only posts linked to the category, newest publication (else creation) first",
    );
    assert.deepEqual(await ids({ sortBy: "published", order: "newest" }), [caldo, flan, ajiaco, borrador]);
    assert.deepEqual(
      listPublishedInCategories(await readSnapshot(kv), [soups.id, fish.id]).map((p) => p.id),
      [caldo, ajiaco],
      "a subtree's published posts, newest publication first, each once",
    );

    const first = await listPosts(kv, { order: "oldest", limit: 3 });
    assert.deepEqual(first.posts.map((p) => p.id), [ajiaco, caldo, borrador]);
    assert.equal(first.total, 4);
    const next = await listPosts(kv, { order: "oldest", limit: 3, cursor: first.cursor });
    assert.deepEqual(next.posts.map((p) => p.id), [flan]);
    assert.equal(next.cursor, null);
    await assert.rejects(listPosts(kv, { cursor: "not-a-cursor" }), /Invalid cursor/);

    await updatePost(kv, flan, { title: "Ajiaco dulce" });
    await deletePost(kv, ajiaco);
    assert.deepEqual(await ids({ title: "ajiaco" }), [flan, borrador], "an edit and a delete are seen at once");
    const total = (await listPosts(kv, { title: "ajiaco", limit: 1 }, await titledIn(kv, "ajiaco"))).total;
    assert.equal(total, 2);
  }));
