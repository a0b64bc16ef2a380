/**
 * The admin posts list's title search reads the search index: typos, accents and plurals are forgiven, drafts are
 * found, the status, category and order filters apply, and a write is seen by the next list.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { createPost } from "@/lib/db/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("admin title search: typos and accents forgiven, filters and order kept, writes seen at once", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const list = async (query: string) => {
      const response = await fetch(`${site.url}/api/admin/posts?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(response.status, 200);
      const body = await response.json();
      return { titles: body.posts.map((p: { title: string }) => p.title), total: body.total };
    };
    const { category } = await createCategory(site.kv, { name: "Potajes", slug: "potajes" });
    await createPost(site.kv, { title: "Frijoles negros", status: "published", category_ids: [category.id] }, author);
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times, so the order is defined
    await createPost(site.kv, { title: "Frijoles colorados", status: "draft" }, author);
    await createPost(site.kv, { title: "Plátano maduro", status: "draft", ingredients: ["frijoles"] }, author);

    assert.deepEqual(await list("title=fijoles"), { titles: ["Frijoles colorados", "Frijoles negros"], total: 2 });
    assert.deepEqual(await list("title=fijoles&order=oldest"), {
      titles: ["Frijoles negros", "Frijoles colorados"],
      total: 2,
    });
    assert.deepEqual(await list("title=FRIJOL&status=draft"), { titles: ["Frijoles colorados"], total: 1 });
    assert.deepEqual(await list(`title=frijoles&category_id=${category.id}`), {
      titles: ["Frijoles negros"],
      total: 1,
    });
    assert.deepEqual(await list("title=platano"), { titles: ["Plátano maduro"], total: 1 }, "titles only");
    assert.deepEqual(await list("title=fri&limit=1&page=2"), { titles: ["Frijoles negros"], total: 2 });

    await createPost(site.kv, { title: "Frijoles blancos", status: "draft" }, author);
    assert.equal((await list("title=frijoles")).total, 3, "the write is seen by the next list");
  } finally {
    await site.close();
  }
});
