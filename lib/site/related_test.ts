import assert from "node:assert/strict";
import { createCategory } from "../db/categories.ts";
import { getPostBySlug } from "../db/posts.ts";
import { savePostFromInput } from "../services/posts.ts";
import { gridCount, relatedPosts } from "./related.ts";
import { withKv } from "@/tests/support/kv.ts";
import { readSnapshot } from "@/tests/support/snapshot.ts";

const author = { id: "user-1", name: "Ana" };

Deno.test("gridCount shows 4, else 2, never a lone card after a full row", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map((n) => gridCount(n)), [0, 1, 2, 2, 4, 4, 4]);
});

Deno.test("related posts share a category or a food; unrelated posts are never padding", async () => {
  await withKv(async (kv) => {
    const category = async (slug: string) =>
      (await createCategory(kv, { name: slug, slug, emoji: "🍲", gradient: "red-pink" })).category.id;
    const stews = await category("guisos");
    const desserts = await category("postres");
    const soups = await category("sopas");
    let day = 1;
    const recipe = (slug: string, category_ids: string[], ingredients: string[]) =>
      savePostFromInput(kv, {
        title: slug,
        slug,
        status: "published",
        published_at: `2026-01-${String(day++).padStart(2, "0")}T10:00:00.000Z`,
        content_type: "recipe",
        excerpt: "Resumen.",
        content: "<p>Texto.</p>",
        ingredients,
        category_ids,
      }, author);
    await recipe("tasajo", [stews], ["500 g de tasajo", "2 dientes de ajo", "1 cebolla", "Sal al gusto"]);
    await recipe("flan", [desserts], ["4 huevos", "1 lata de leche condensada", "1 cebolla", "Sal"]);
    await recipe("sopa-tasajo", [soups], ["200 g de tasajo", "1 boniato"]);
    await recipe("ajiaco", [stews, soups], ["1 lb de carne de res", "1 boniato"]);

    const post = (await getPostBySlug(kv, "tasajo"))!.post;
    const related = await relatedPosts(kv, await readSnapshot(kv), post, "");
    assert.deepEqual(related.map(({ post }) => post.slug), ["ajiaco", "sopa-tasajo"], "category first, then food");
    assert.ok(!related.some(({ post }) => post.slug === "flan"), "sharing only salt and onion is no relation");

    await recipe("ropa-vieja", [stews], ["1 kg de falda de res"]);
    const three = await relatedPosts(kv, await readSnapshot(kv), post, "");
    assert.deepEqual(
      three.map(({ post }) => post.slug),
      ["ropa-vieja", "ajiaco"],
      "three related posts show as two (no lone card); the newest of the same likeness first",
    );

    const flan = (await getPostBySlug(kv, "flan"))!.post;
    assert.deepEqual(
      await relatedPosts(kv, await readSnapshot(kv), flan, ""),
      [],
      "a post sharing nothing has no related posts",
    );
  });
});
