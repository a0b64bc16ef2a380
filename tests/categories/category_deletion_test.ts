/** A category deletion cut short after its first write is finished at the next start: no post keeps the link. */
import assert from "node:assert/strict";
import { createCategory, deleteCategory, getCategory } from "@/lib/db/categories.ts";
import {
  CATEGORY_DELETIONS_PREFIX,
  categoryDeletionKey,
  resumeCategoryDeletions,
} from "@/lib/db/category_deletions.ts";
import { categoryKey, categoryPostCountKey, categorySlugKey } from "@/lib/db/category_keys.ts";
import { listAll } from "@/lib/db/kv.ts";
import { createPost, getPost } from "@/lib/db/posts.ts";
import { listPublishedByCategory } from "@/lib/snapshot/post_listing.ts";
import { withKv } from "../support/kv.ts";

const AUTHOR = { id: "a", name: "Ana" };

/** The category "Sopas" and a published post in it. */
async function soupWithPost(kv: Deno.Kv) {
  const { category } = await createCategory(kv, { name: "Sopas" });
  const { post } = await createPost(kv, {
    title: "Ajiaco",
    slug: "ajiaco",
    status: "published",
    category_ids: [category.id],
  }, AUTHOR);
  return { category, post };
}

Deno.test("deleting a category unlinks its posts and leaves no deletion mark", async () => {
  await withKv(async (kv) => {
    const { category, post } = await soupWithPost(kv);
    await deleteCategory(kv, category.id);
    assert.equal(await getCategory(kv, category.id), null);
    assert.deepEqual((await getPost(kv, post.id))!.post.category_ids, []);
    assert.deepEqual(await listAll(kv, { prefix: CATEGORY_DELETIONS_PREFIX }), []);
    assert.equal((await kv.get(categoryPostCountKey(category.id, "published"))).value, null);
  });
});

Deno.test("an unfinished deletion (record gone, mark left) is completed by resumeCategoryDeletions", async () => {
  await withKv(async (kv) => {
    const { category, post } = await soupWithPost(kv);
    // The first write of a deletion, as if the process stopped right after it.
    await kv.atomic().delete(categoryKey(category.id)).delete(categorySlugKey(category.slug))
      .set(categoryDeletionKey(category.id), { deleted_at: new Date().toISOString() }).commit();
    assert.deepEqual((await getPost(kv, post.id))!.post.category_ids, [category.id]);

    assert.equal(await resumeCategoryDeletions(kv), 1);
    assert.deepEqual((await getPost(kv, post.id))!.post.category_ids, []);
    assert.deepEqual(await listPublishedByCategory(kv, category.id), [], "its index entries are gone");
    assert.equal(await resumeCategoryDeletions(kv), 0, "nothing left to do");
  });
});
