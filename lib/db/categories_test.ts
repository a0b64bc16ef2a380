import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import {
  CATEGORY_CHANGED,
  countCategoryPosts,
  createCategory,
  deleteCategory,
  deleteCategoryRedirect,
  getCategory,
  getCategoryBySlug,
  listCategories,
  listCategoryRedirects,
  reorderCategories,
  resolveCategoryRedirect,
  updateCategory,
} from "./categories.ts";
import { countPosts, createPost, getPost, updatePost } from "./posts.ts";
import { listPosts, listPublishedByCategory } from "../snapshot/post_listing.ts";
import { withKv } from "@/tests/support/kv.ts";

const author = { id: "user-1", name: "Ana" };
const isZodError = (error: unknown) => error instanceof ZodError;

async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvKey[]> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix })) keys.push(entry.key);
  return keys;
}

Deno.test("createCategory stores a category readable by id and slug, with defaults", async () => {
  await withKv(async (kv) => {
    const first = await createCategory(kv, {
      name: "Platos Principales",
      emoji: "🍲",
      gradient: "purple-pink",
    });
    const { category, versionstamp } = first;
    assert.equal(category.slug, "platos-principales");
    assert.equal(category.position, 0);
    assert.equal(category.is_active, 1);
    assert.equal(category.parent_id, null);
    assert.deepEqual(category.gradient, { type: "preset", preset: "purple-pink" });
    assert.deepEqual(await getCategory(kv, category.id), { category, versionstamp });
    assert.deepEqual((await getCategoryBySlug(kv, "platos-principales"))?.category, category);
    assert.equal(await getCategoryBySlug(kv, "nada"), null);
    assert.equal(await getCategory(kv, "nada"), null);

    const second = await createCategory(kv, {
      name: "Postres",
      slug: "Dulces Típicos",
      gradient: { type: "custom", from: "#FF0000", to: "#00ff00" },
      is_active: false,
      meta_title: "Postres cubanos",
    });
    assert.equal(second.category.slug, "dulces-tipicos");
    assert.equal(second.category.position, 1, "position defaults to the number of categories");
    assert.equal(second.category.is_active, 0);
    assert.deepEqual(second.category.gradient, { type: "custom", from: "#ff0000", to: "#00ff00" });
  });
});

Deno.test("category input is validated", async () => {
  await withKv(async (kv) => {
    await assert.rejects(createCategory(kv, { name: "" }), (e) => {
      assert.ok(e instanceof ZodError);
      assert.equal(e.issues[0].message, "Name and slug are required");
      return true;
    });
    await assert.rejects(createCategory(kv, { name: "A", emoji: "abc" }), (e) => {
      assert.ok(e instanceof ZodError);
      assert.equal(e.issues[0].message, "Emoji must be at most 2 characters");
      return true;
    });
    await createCategory(kv, { name: "Cuba", emoji: "🇨🇺👨‍👩‍👧" });
    await assert.rejects(createCategory(kv, { name: "B", meta_title: "t".repeat(61) }), isZodError);
    await createCategory(kv, { name: "B", meta_title: "t".repeat(60), meta_description: "d".repeat(160) });
    await assert.rejects(createCategory(kv, { name: "C", meta_description: "d".repeat(161) }), isZodError);
    await assert.rejects(createCategory(kv, { name: "D", gradient: "rainbow" }), isZodError);
    await assert.rejects(
      createCategory(kv, { name: "E", gradient: { type: "custom", from: "red", to: "#000000" } }),
      isZodError,
    );
    await assert.rejects(createCategory(kv, { name: "F", position: -1 }), isZodError);
    await assert.rejects(createCategory(kv, { name: "🍰" }), ValidationError);
    assert.equal((await listCategories(kv, { includeInactive: true })).length, 2);
  });
});

Deno.test("duplicate category slugs are rejected naming the slug field", async () => {
  await withKv(async (kv) => {
    await createCategory(kv, { name: "Sopas" });
    await assert.rejects(createCategory(kv, { name: "Otra", slug: "sopas" }), (e) => {
      assert.ok(e instanceof ConflictError);
      assert.equal(e.message, "Category slug already exists");
      assert.equal(e.field, "slug");
      return true;
    });
    const other = await createCategory(kv, { name: "Caldos" });
    await assert.rejects(
      updateCategory(kv, other.category.id, { slug: "sopas" }),
      (e) => e instanceof ConflictError && e.field === "slug",
    );
    assert.equal((await getCategory(kv, other.category.id))?.category.slug, "caldos");
  });
});

Deno.test("a category slug change moves the slug index and records a redirect", async () => {
  await withKv(async (kv) => {
    const { category } = await createCategory(kv, { name: "Bebidas" });
    const renamed = await updateCategory(kv, category.id, { name: "Tragos", slug: "tragos" });
    assert.equal(renamed.category.slug, "tragos");
    assert.equal(renamed.category.name, "Tragos");
    assert.equal(await getCategoryBySlug(kv, "bebidas"), null);
    assert.equal((await getCategoryBySlug(kv, "tragos"))?.category.id, category.id);
    const redirect = await resolveCategoryRedirect(kv, "bebidas");
    assert.equal(redirect?.new_slug, "tragos");
    assert.equal(redirect?.category_id, category.id);

    await updateCategory(kv, category.id, { slug: "cocteles" });
    assert.equal(
      (await resolveCategoryRedirect(kv, "bebidas"))?.new_slug,
      "cocteles",
      "chains are flattened",
    );
    assert.equal((await resolveCategoryRedirect(kv, "tragos"))?.new_slug, "cocteles");
    const redirects = await listCategoryRedirects(kv, category.id);
    assert.deepEqual(redirects.map((r) => r.old_slug).sort(), ["bebidas", "tragos"]);

    await updateCategory(kv, category.id, { slug: "bebidas" });
    assert.equal(await resolveCategoryRedirect(kv, "bebidas"), null, "a live slug has no redirect");
    assert.equal((await resolveCategoryRedirect(kv, "cocteles"))?.new_slug, "bebidas");
    assert.equal((await resolveCategoryRedirect(kv, "tragos"))?.new_slug, "bebidas");

    const tragos = (await listCategoryRedirects(kv, category.id)).find((r) => r.old_slug === "tragos")!;
    await deleteCategoryRedirect(kv, tragos.id);
    assert.equal(await resolveCategoryRedirect(kv, "tragos"), null);
    assert.deepEqual((await listCategoryRedirects(kv, category.id)).map((r) => r.old_slug), ["cocteles"]);
    await assert.rejects(deleteCategoryRedirect(kv, tragos.id), NotFoundError);

    const other = await createCategory(kv, { name: "Cocteles" });
    assert.equal(other.category.slug, "cocteles");
    assert.equal(await resolveCategoryRedirect(kv, "cocteles"), null, "creating a category frees its slug");
    await updateCategory(kv, category.id, { description: "sin cambio de slug" });
    assert.equal((await listCategoryRedirects(kv, category.id)).length, 0);
  });
});

Deno.test("updateCategory with a stale versionstamp is a conflict", async () => {
  await withKv(async (kv) => {
    const created = await createCategory(kv, { name: "Arroces" });
    const updated = await updateCategory(
      kv,
      created.category.id,
      { description: "uno" },
      created.versionstamp,
    );
    await assert.rejects(
      updateCategory(kv, created.category.id, { description: "dos" }, created.versionstamp),
      (e) => {
        assert.ok(e instanceof ConflictError);
        assert.equal(e.message, CATEGORY_CHANGED);
        return true;
      },
    );
    const current = await getCategory(kv, created.category.id);
    assert.equal(current?.category.description, "uno");
    assert.equal(current?.versionstamp, updated.versionstamp);
    await assert.rejects(updateCategory(kv, "missing", { description: "x" }), NotFoundError);
  });
});

Deno.test("parents are one level deep and never the category itself", async () => {
  await withKv(async (kv) => {
    const top = (await createCategory(kv, { name: "Carnes" })).category;
    const child = (await createCategory(kv, { name: "Cerdo", parent_id: top.id })).category;
    assert.equal(child.parent_id, top.id);
    const fail = (promise: Promise<unknown>, message: string) =>
      assert.rejects(promise, (e) => e instanceof ValidationError && e.fields.parent_id?.[0] === message);
    await fail(
      createCategory(kv, { name: "Lechón", parent_id: child.id }),
      "The parent must be a top-level category",
    );
    await fail(createCategory(kv, { name: "X", parent_id: "missing" }), "Parent category not found");
    await fail(updateCategory(kv, top.id, { parent_id: top.id }), "A category cannot be its own parent");
    const other = (await createCategory(kv, { name: "Pescados" })).category;
    await fail(
      updateCategory(kv, top.id, { parent_id: other.id }),
      "A category with subcategories cannot have a parent",
    );
    const moved = await updateCategory(kv, child.id, { parent_id: other.id });
    assert.equal(moved.category.parent_id, other.id);
    const cleared = await updateCategory(kv, child.id, { parent_id: "" });
    assert.equal(cleared.category.parent_id, null);
  });
});

Deno.test("listCategories sorts by position, hides inactive ones and counts published posts", async () => {
  await withKv(async (kv) => {
    const c = (await createCategory(kv, { name: "C", position: 3 })).category;
    const a = (await createCategory(kv, { name: "A", position: 1 })).category;
    const b = (await createCategory(kv, { name: "B", position: 2, is_active: 0 })).category;
    await createPost(kv, { title: "P1", status: "published", category_ids: [a.id, c.id] }, author);
    await createPost(kv, { title: "P2", status: "published", category_ids: [a.id] }, author);
    await createPost(kv, { title: "P3", category_ids: [a.id, b.id] }, author);

    assert.deepEqual((await listCategories(kv)).map((x) => x.name), ["A", "C"]);
    assert.equal((await listCategories(kv))[0].post_count, undefined);
    const all = await listCategories(kv, { includeInactive: true, withPostCount: true });
    assert.deepEqual(all.map((x) => [x.name, x.post_count]), [["A", 2], ["B", 0], ["C", 1]]);
    assert.deepEqual(await countCategoryPosts(kv, a.id), { published: 2, draft: 1 });

    const reordered = await reorderCategories(kv, [{ id: c.id, position: 0 }, { id: a.id, position: 5 }]);
    assert.deepEqual(reordered.map((x) => x.name), ["C", "B", "A"]);
    assert.deepEqual((await listCategories(kv)).map((x) => x.name), ["C", "A"]);
    await assert.rejects(reorderCategories(kv, [{ id: "missing", position: 1 }]), NotFoundError);
    await assert.rejects(reorderCategories(kv, [{ id: a.id, position: -2 }]), isZodError);
    assert.equal((await getCategory(kv, a.id))?.category.position, 5);
  });
});

Deno.test("deleteCategory unlinks posts, frees children and removes its keys", async () => {
  await withKv(async (kv) => {
    const doomed = (await createCategory(kv, { name: "Viandas" })).category;
    const kept = (await createCategory(kv, { name: "Guarniciones" })).category;
    const child = (await createCategory(kv, { name: "Yuca", parent_id: doomed.id })).category;
    await updateCategory(kv, doomed.id, { slug: "viandas-cubanas" });
    const p1 = (await createPost(
      kv,
      { title: "Yuca frita", status: "published", category_ids: [doomed.id, kept.id] },
      author,
    ))
      .post;
    const p2 = (await createPost(kv, { title: "Boniato", category_ids: [doomed.id] }, author)).post;
    const p3 = (await createPost(kv, { title: "Malanga", category_ids: [kept.id] }, author)).post;

    await deleteCategory(kv, doomed.id);
    assert.equal(await getCategory(kv, doomed.id), null);
    assert.equal(await getCategoryBySlug(kv, "viandas-cubanas"), null);
    assert.equal(await resolveCategoryRedirect(kv, "viandas"), null);
    assert.equal((await getCategory(kv, child.id))?.category.parent_id, null);
    assert.deepEqual((await getPost(kv, p1.id))?.post.category_ids, [kept.id]);
    assert.deepEqual((await getPost(kv, p2.id))?.post.category_ids, []);
    assert.deepEqual((await getPost(kv, p3.id))?.post.category_ids, [kept.id]);
    assert.deepEqual(await keysUnder(kv, ["posts_by_category", doomed.id]), []);
    assert.deepEqual(await keysUnder(kv, ["category_post_count", doomed.id]), []);
    assert.deepEqual(await countCategoryPosts(kv, kept.id), { published: 1, draft: 1 });
    assert.deepEqual(await countPosts(kv), { total: 3, published: 1, draft: 2 });
    const summaries = (await listPosts(kv, { status: "all" })).posts;
    assert.ok(summaries.every((s) => !s.category_ids.includes(doomed.id)));
    assert.deepEqual((await listPublishedByCategory(kv, kept.id)).map((s) => s.id), [p1.id]);
    await assert.rejects(updatePost(kv, p3.id, { category_ids: [doomed.id] }), ValidationError);
    await assert.rejects(deleteCategory(kv, doomed.id), NotFoundError);
    const reused = await createCategory(kv, { name: "Viandas Cubanas" });
    assert.equal(reused.category.slug, "viandas-cubanas");
  });
});
