import assert from "node:assert/strict";
import { createCategory, listCategories, updateCategory } from "../db/categories.ts";
import { createPost } from "../db/posts.ts";
import { withKv } from "@/tests/support/kv.ts";
import { type ContentLookup, resolveContent } from "./resolve.ts";

const author = { id: "u1", name: "Ana" };

async function setup(kv: Deno.Kv) {
  const { category } = await createCategory(kv, { name: "Postres", slug: "postres" });
  await createCategory(kv, { name: "Oculta", slug: "oculta", is_active: 0 });
  await createPost(kv, { title: "Flan", slug: "flan", status: "published", category_ids: [category.id] }, author);
  await createPost(kv, { title: "Borrador", slug: "borrador", status: "draft" }, author);
  return category;
}

async function lookup(kv: Deno.Kv, category_base = "categoria", post_base = ""): Promise<ContentLookup> {
  return { settings: { category_base, post_base }, categories: await listCategories(kv) };
}

Deno.test("default bases: posts at /slug, categories at /categoria/slug, other addresses 301 or 404", async () => {
  await withKv(async (kv) => {
    await setup(kv);
    const l = await lookup(kv);
    const post = await resolveContent(kv, null, "flan", l);
    assert.equal(post.kind, "post");
    assert.equal(post.kind === "post" && post.post.title, "Flan");
    const category = await resolveContent(kv, "categoria", "postres", l);
    assert.equal(category.kind === "category" && category.category.slug, "postres");
    assert.deepEqual(await resolveContent(kv, null, "postres", l), {
      kind: "redirect",
      location: "/categoria/postres",
      status: 301,
    });
    assert.deepEqual(await resolveContent(kv, "categoria", "flan", l), {
      kind: "redirect",
      location: "/flan",
      status: 301,
    });
    assert.deepEqual(await resolveContent(kv, "categoria", "nada", l), { kind: "missing-category", slug: "nada" });
    assert.deepEqual(await resolveContent(kv, null, "nada", l), { kind: "not-found" });
    assert.deepEqual(await resolveContent(kv, "otra", "flan", l), { kind: "not-found" });
    assert.deepEqual(await resolveContent(kv, null, "borrador", l), { kind: "not-found" }, "drafts are not public");
    assert.deepEqual(await resolveContent(kv, "categoria", "oculta", l), { kind: "missing-category", slug: "oculta" });
  });
});

Deno.test("empty category base and a post base move the pages", async () => {
  await withKv(async (kv) => {
    await setup(kv);
    const l = await lookup(kv, "", "receta");
    assert.equal((await resolveContent(kv, null, "postres", l)).kind, "category");
    assert.equal((await resolveContent(kv, "receta", "flan", l)).kind, "post");
    assert.deepEqual(await resolveContent(kv, null, "flan", l), {
      kind: "redirect",
      location: "/receta/flan",
      status: 301,
    });
    assert.deepEqual(await resolveContent(kv, "receta", "nada", l), { kind: "not-found" });
    assert.deepEqual(await resolveContent(kv, "categoria", "postres", l), { kind: "not-found" });
  });
});

Deno.test("a category's former slug sends a 301 to its current address", async () => {
  await withKv(async (kv) => {
    const category = await setup(kv);
    await updateCategory(kv, category.id, { slug: "dulces" });
    const l = await lookup(kv);
    assert.deepEqual(await resolveContent(kv, "categoria", "postres", l), {
      kind: "redirect",
      location: "/categoria/dulces",
      status: 301,
    });
    assert.deepEqual(await resolveContent(kv, null, "postres", l), {
      kind: "redirect",
      location: "/categoria/dulces",
      status: 301,
    });
    assert.equal((await resolveContent(kv, "categoria", "dulces", l)).kind, "category");
  });
});
