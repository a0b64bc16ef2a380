import assert from "node:assert/strict";
import { POST_CHANGES_PREFIX } from "@/lib/db/post_changes.ts";
import { ZodError } from "zod";
import { PostCreateSchema } from "../schemas/post.ts";
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from "../errors.ts";
import { createCategory } from "./categories.ts";
import {
  countPosts,
  createPost,
  deletePost,
  getPost,
  getPostBySlug,
  iteratePosts,
  listAllPostIdsAndSlugs,
  POST_CHANGED,
  setPostCategories,
  updatePost,
} from "./posts.ts";
import { countCategoryPosts } from "./categories.ts";
import { listLatestPublished, listPosts, listPublishedByCategory } from "../../tests/support/snapshot.ts";
import { readContentVersion } from "./content_version.ts";
import { withKv } from "@/tests/support/kv.ts";
import { titledIn } from "@/tests/support/search_index.ts";

const isZodError = (error: unknown) => error instanceof ZodError;
const author = { id: "user-1", name: "Ana Pérez" };

async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvKey[]> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix })) keys.push(entry.key);
  return keys;
}

/** Every key in the store whose parts include `id`. */
async function keysMentioning(kv: Deno.Kv, id: string): Promise<Deno.KvKey[]> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix: [] })) if (entry.key.includes(id)) keys.push(entry.key);
  return keys;
}

Deno.test("createPost stores a post that reads back by id and slug with defaults", async () => {
  await withKv(async (kv) => {
    const versionBefore = await readContentVersion(kv);
    const { post, versionstamp } = await createPost(
      kv,
      PostCreateSchema.parse({
        title: "Ropa Vieja Cubana",
        content: "<h2>Ingredientes</h2><p>Carne</p>",
        content_type: "recipe",
        prep_time: "pt20m",
        total_time: "PT1H30M",
        ingredients: '["1 lb de falda", "2 tomates", ""]',
        instructions: [{ name: "Cocinar", text: "Hervir la carne" }, "Deshebrar"],
        seo_score: 81.6,
        headings: [{ level: 2, text: "Ingredientes", slug: "ingredientes" }],
      }),
      author,
    );
    assert.equal(post.slug, "ropa-vieja-cubana");
    assert.equal(post.status, "draft");
    assert.equal(post.published_at, null);
    assert.equal(post.author_name, "Ana Pérez");
    assert.equal(post.author_id, "user-1");
    assert.equal(post.prep_time, "PT20M");
    assert.deepEqual(post.ingredients, ["1 lb de falda", "2 tomates"]);
    assert.deepEqual(post.instructions, [
      { name: "Cocinar", text: "Hervir la carne" },
      { name: "", text: "Deshebrar" },
    ]);
    assert.deepEqual([post.rating_value, post.rating_count], [0, 0], "ratings come only from readers");
    assert.equal(post.seo_score, 82);
    assert.equal(post.excerpt, "");
    assert.deepEqual(post.category_ids, []);
    assert.ok(versionstamp);
    assert.notEqual(await readContentVersion(kv), versionBefore);

    const byId = await getPost(kv, post.id);
    assert.deepEqual(byId, { post, versionstamp });
    const bySlug = await getPostBySlug(kv, "ropa-vieja-cubana");
    assert.deepEqual(bySlug?.post, post);
    assert.equal(await getPost(kv, "missing"), null);
    assert.equal(await getPostBySlug(kv, "missing"), null);
    const record = await kv.get<Record<string, unknown>>(["posts", post.id]);
    assert.equal(record.value?.content, undefined, "content is not stored in the record");
  });
});

Deno.test("create payloads are parsed by the schema; createPost refuses what only the store knows", async () => {
  await withKv(async (kv) => {
    const create = async (input: Record<string, unknown>) =>
      await createPost(kv, PostCreateSchema.parse(input), author);
    await assert.rejects(create({ title: "  " }), (e) => {
      assert.ok(e instanceof ZodError);
      assert.equal(e.issues[0].message, "Please fill in title and slug");
      return true;
    });
    await assert.rejects(create({ title: "Flan", total_time: "1 hora" }), isZodError);
    for (const rating of [0, 4.5, "4.5", null, [5], {}]) {
      await assert.rejects(create({ title: "Flan", rating_value: rating }), isZodError);
      await assert.rejects(create({ title: "Flan", rating_count: rating }), isZodError);
    }
    await assert.rejects(create({ title: "Flan", ingredients: "not json" }), isZodError);
    await assert.rejects(create({ title: "Flan", status: "archived" }), isZodError);
    await assert.rejects(create({ title: "🍮" }), ValidationError);
    await assert.rejects(
      create({ title: "Flan", category_ids: ["nope"] }),
      (e) => e instanceof ValidationError && e.fields.category_ids?.length === 1,
    );
    assert.deepEqual(await countPosts(kv), { total: 0, published: 0, draft: 0 });
    assert.deepEqual(await keysUnder(kv, ["posts"]), []);
  });
});

Deno.test("duplicate slugs are rejected naming the slug field, on create and update", async () => {
  await withKv(async (kv) => {
    await createPost(kv, { title: "Flan de Leche" }, author);
    await assert.rejects(createPost(kv, { title: "Otro", slug: "flan-de-leche" }, author), (e) => {
      assert.ok(e instanceof ConflictError);
      assert.equal(e.message, "URL slug already exists");
      assert.equal(e.field, "slug");
      return true;
    });
    const other = await createPost(kv, { title: "Natilla" }, author);
    await assert.rejects(
      updatePost(kv, other.post.id, { slug: "flan-de-leche" }),
      (e) => e instanceof ConflictError && e.field === "slug",
    );
    assert.equal((await countPosts(kv)).total, 2);
  });
});

Deno.test("changing the slug moves the slug index and frees the old slug", async () => {
  await withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Arroz con Pollo" }, author);
    const updated = await updatePost(kv, post.id, { slug: "arroz-con-pollo-a-la-chorrera" });
    assert.equal(updated.post.slug, "arroz-con-pollo-a-la-chorrera");
    assert.equal(await getPostBySlug(kv, "arroz-con-pollo"), null);
    assert.equal((await getPostBySlug(kv, "arroz-con-pollo-a-la-chorrera"))?.post.id, post.id);
    const again = await createPost(kv, { title: "Arroz con Pollo al Horno", slug: "arroz-con-pollo" }, author);
    assert.equal(again.post.slug, "arroz-con-pollo");
    assert.equal((await kv.get(["posts_by_slug", "arroz-con-pollo"])).value, again.post.id);
    const summaries = (await listPosts(kv, { status: "all" })).posts;
    assert.deepEqual(summaries.map((s) => s.slug).sort(), [
      "arroz-con-pollo",
      "arroz-con-pollo-a-la-chorrera",
    ]);
  });
});

Deno.test("updatePost with a stale versionstamp is a conflict and changes nothing", async () => {
  await withKv(async (kv) => {
    const created = await createPost(kv, { title: "Yuca con Mojo" }, author);
    const first = await updatePost(kv, created.post.id, { excerpt: "primera" }, created.versionstamp);
    assert.notEqual(first.versionstamp, created.versionstamp);
    await assert.rejects(
      updatePost(kv, created.post.id, { excerpt: "segunda" }, created.versionstamp),
      (e) => {
        assert.ok(e instanceof ConflictError);
        assert.equal(e.message, POST_CHANGED);
        assert.equal(
          POST_CHANGED,
          "This post was changed by someone else. Reload to get the latest version.",
        );
        return true;
      },
    );
    const current = await getPost(kv, created.post.id);
    assert.equal(current?.post.excerpt, "primera");
    assert.equal(current?.versionstamp, first.versionstamp);
    await assert.rejects(updatePost(kv, "missing", { excerpt: "x" }), NotFoundError);
  });
});

Deno.test("status and category changes keep counters and indexes exact", async () => {
  await withKv(async (kv) => {
    const cat1 = (await createCategory(kv, { name: "Postres" })).category;
    const cat2 = (await createCategory(kv, { name: "Sopas" })).category;
    const a = (await createPost(kv, { title: "Flan", category_ids: [cat1.id] }, author)).post;
    const b = (await createPost(kv, { title: "Ajiaco", status: "published", category_ids: [cat2.id] }, author)).post;
    assert.deepEqual(await countPosts(kv), { total: 2, published: 1, draft: 1 });
    assert.deepEqual(await countCategoryPosts(kv, cat1.id), { published: 0, draft: 1 });

    const published = await updatePost(kv, a.id, { status: "published" });
    assert.ok(published.post.published_at);
    assert.deepEqual(await countPosts(kv), { total: 2, published: 2, draft: 0 });
    assert.deepEqual(await countCategoryPosts(kv, cat1.id), { published: 1, draft: 0 });
    assert.deepEqual((await listPosts(kv, { status: "draft" })).posts, []);

    await setPostCategories(kv, a.id, [cat2.id, cat1.id, cat2.id]);
    assert.deepEqual(await countCategoryPosts(kv, cat2.id), { published: 2, draft: 0 });
    await setPostCategories(kv, a.id, [cat2.id]);
    assert.deepEqual(await countCategoryPosts(kv, cat1.id), { published: 0, draft: 0 });
    assert.deepEqual(await keysUnder(kv, ["posts_by_category", cat1.id]), []);
    const inCat2 = await listPublishedByCategory(kv, cat2.id);
    assert.deepEqual(inCat2.map((s) => s.id).sort(), [a.id, b.id].sort());

    await updatePost(kv, b.id, { status: "draft" });
    assert.deepEqual(await countPosts(kv), { total: 2, published: 1, draft: 1 });
    assert.deepEqual(await countCategoryPosts(kv, cat2.id), { published: 1, draft: 1 });
    const drafts = await listPosts(kv, { status: "draft" });
    assert.deepEqual(drafts.posts.map((s) => s.id), [b.id]);
    assert.equal(drafts.total, 1);
    const catDrafts = await listPosts(kv, { status: "draft", categoryId: cat2.id });
    assert.deepEqual(catDrafts.posts.map((s) => s.id), [b.id]);
    assert.equal((await listPosts(kv, { status: "all", categoryId: cat2.id })).total, 2);
  });
});

Deno.test("published_at is set on first publication and kept afterwards", async () => {
  await withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Tostones" }, author);
    const first = await updatePost(kv, post.id, { status: "published" });
    const publishedAt = first.post.published_at;
    assert.ok(publishedAt && !Number.isNaN(Date.parse(publishedAt)));
    await new Promise((r) => setTimeout(r, 5));
    const draft = await updatePost(kv, post.id, { status: "draft" });
    assert.equal(draft.post.published_at, publishedAt);
    const again = await updatePost(kv, post.id, { status: "published" });
    assert.equal(again.post.published_at, publishedAt);
    assert.ok(again.post.updated_at > post.updated_at);
    const created = await createPost(kv, { title: "Mariquitas", status: "published" }, author);
    assert.equal(created.post.published_at, created.post.created_at);
  });
});

Deno.test("title search ignores accents and case, and total counts the matches", async () => {
  await withKv(async (kv) => {
    await createPost(kv, { title: "Puré de Papas", status: "published" }, author);
    await createPost(kv, { title: "PURÉ de malanga" }, author);
    await createPost(kv, { title: "Frijoles Negros", status: "published" }, author);
    const all = await listPosts(kv, { status: "all", title: "pure" }, await titledIn(kv, "pure"));
    assert.equal(all.total, 2);
    assert.deepEqual(all.posts.map((p) => p.title).sort(), ["PURÉ de malanga", "Puré de Papas"]);
    const published = await listPosts(kv, { status: "published", title: "PURÉ" }, await titledIn(kv, "PURÉ"));
    assert.deepEqual(published.posts.map((p) => p.title), ["Puré de Papas"]);
    assert.equal(published.total, 1);
    const none = await listPosts(kv, { title: "arroz" }, await titledIn(kv, "arroz"));
    assert.deepEqual(none, { posts: [], total: 0, cursor: null });
    const paged = await listPosts(
      kv,
      { title: "pure", limit: 1, page: 2, order: "oldest" },
      await titledIn(kv, "pure"),
    );
    assert.equal(paged.total, 2);
    assert.deepEqual(paged.posts.map((p) => p.title), ["PURÉ de malanga"]);
    assert.equal((await listPosts(kv, { title: "de" }, await titledIn(kv, "de"))).total, 0, "stop words not searched");
  });
});

Deno.test("page-number and cursor paging return disjoint pages in order", async () => {
  await withKv(async (kv) => {
    const cat = (await createCategory(kv, { name: "Platos" })).category;
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const { post } = await createPost(kv, {
        title: `Receta ${i}`,
        status: i % 3 === 0 ? "draft" : "published",
        category_ids: i % 2 === 0 ? [cat.id] : [],
      }, author);
      ids.push(post.id);
    }
    const newest = [...ids].reverse();

    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await listPosts(kv, { status: "all", limit: 10, page }));
    assert.deepEqual(pages.map((p) => p.posts.length), [10, 10, 5, 0]);
    assert.ok(pages.every((p) => p.total === 25));
    assert.deepEqual(pages.flatMap((p) => p.posts.map((s) => s.id)), newest);

    for (
      const options of [
        { status: "all" as const, order: "newest" as const },
        { status: "all" as const, order: "oldest" as const },
        { status: "published" as const, order: "newest" as const },
        { status: "all" as const, order: "newest" as const, sortBy: "published" as const },
        { status: "all" as const, order: "oldest" as const, categoryId: cat.id },
        { status: "draft" as const, order: "oldest" as const, title: "receta" },
      ]
    ) {
      const titled = await titledIn(kv, "title" in options ? options.title : undefined);
      const expected = (await listPosts(kv, { ...options, limit: 100 }, titled)).posts.map((s) => s.id);
      const viaCursor: string[] = [];
      let cursor: string | null = null;
      let calls = 0;
      do {
        const page: Awaited<ReturnType<typeof listPosts>> = await listPosts(kv, {
          ...options,
          limit: 4,
          cursor,
        }, titled);
        assert.equal(page.total, expected.length);
        viaCursor.push(...page.posts.map((s) => s.id));
        cursor = page.cursor;
        calls++;
      } while (cursor && calls < 20);
      assert.deepEqual(viaCursor, expected, JSON.stringify(options));
      assert.equal(new Set(viaCursor).size, viaCursor.length);
      const viaPages: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 4); page++) {
        viaPages.push(...(await listPosts(kv, { ...options, limit: 4, page }, titled)).posts.map((s) => s.id));
      }
      assert.deepEqual(viaPages, expected, JSON.stringify(options));
    }

    const oldest = (await listPosts(kv, { status: "all", order: "oldest", limit: 100 })).posts.map((s) => s.id);
    assert.deepEqual(oldest, ids);
    const published = (await listPosts(kv, { status: "published", limit: 100 })).posts;
    assert.equal(published.length, 16);
    assert.ok(published.every((s) => s.status === "published"));
    const inCat = (await listPosts(kv, { status: "all", categoryId: cat.id, limit: 100 })).posts;
    assert.deepEqual(inCat.map((s) => s.id).sort(), ids.filter((_, i) => i % 2 === 0).sort());
    assert.equal((await listPosts(kv, { status: "all", categoryId: cat.id })).total, 13);
    const latest = await listLatestPublished(kv, 12);
    assert.equal(latest.length, 12);
    assert.deepEqual(latest.map((s) => s.id), published.slice(0, 12).map((s) => s.id));

    await assert.rejects(listPosts(kv, { limit: 101 }), isZodError);
    await assert.rejects(listPosts(kv, { limit: 0 }), isZodError);
    await assert.rejects(listPosts(kv, { cursor: "%%%" }), ValidationError);
  });
});

Deno.test("content larger than one KV value round-trips; above 500,000 bytes it is rejected", async () => {
  await withKv(async (kv) => {
    const big = "<p>" + "Sofrito con ají, cebolla y ñame. ".repeat(6000) + "</p>";
    assert.ok(new TextEncoder().encode(big).length > 150_000);
    const { post } = await createPost(kv, { title: "Largo", content: big }, author);
    assert.equal((await getPost(kv, post.id))?.post.content, big);
    assert.equal((await keysUnder(kv, ["post_content", post.id])).length, 4);

    const updated = await updatePost(kv, post.id, { excerpt: "sin tocar el contenido" });
    assert.equal(updated.post.content, big);
    await updatePost(kv, post.id, { content: "<p>corto</p>" });
    assert.equal((await getPost(kv, post.id))?.post.content, "<p>corto</p>");
    assert.equal((await keysUnder(kv, ["post_content", post.id])).length, 1);

    const limit = "x".repeat(500_000);
    await updatePost(kv, post.id, { content: limit });
    assert.equal((await getPost(kv, post.id))?.post.content, limit);

    await assert.rejects(createPost(kv, { title: "Enorme", content: "x".repeat(500_001) }, author), (e) => {
      assert.ok(e instanceof PayloadTooLargeError);
      assert.equal(e.status, 413);
      return true;
    });
    await assert.rejects(updatePost(kv, post.id, { content: "ñ".repeat(250_001) }), PayloadTooLargeError);
    await assert.rejects(
      createPost(kv, {
        title: "Campos",
        schema_markup: "x".repeat(30_000),
        ingredients: Array(200).fill("y".repeat(500)),
      }, author),
      PayloadTooLargeError,
    );
    assert.equal((await getPost(kv, post.id))?.post.content, limit);
    assert.equal((await countPosts(kv)).total, 1);
  });
});

Deno.test("deletePost removes the record, content, indexes, stats and ratings, and decrements counters", async () => {
  await withKv(async (kv) => {
    const cat = (await createCategory(kv, { name: "Dulces" })).category;
    const keep = (await createPost(kv, { title: "Boniatillo", status: "published", category_ids: [cat.id] }, author))
      .post;
    const gone = (await createPost(kv, {
      title: "Cascos de Guayaba",
      status: "published",
      category_ids: [cat.id],
      content: "y".repeat(130_000),
    }, author)).post;
    await kv.set(["link_stats", gone.id], { inboundCount: 1 });
    await kv.set(["rating_agg", gone.id], { sum: 9, count: 2 });
    await kv.set(["ratings", gone.id, "voter-1"], 5);
    await kv.set(["ratings", gone.id, "voter-2"], 4);

    await deletePost(kv, gone.id);
    // Only the post journal (entries expiring after 15 minutes) still names it, its last entry saying it is gone.
    const left = await keysMentioning(kv, gone.id);
    assert.deepEqual(left.filter((key) => key[0] !== POST_CHANGES_PREFIX[0]), []);
    assert.equal((await kv.get(left.at(-1)!)).value, null);
    assert.equal(await getPostBySlug(kv, "cascos-de-guayaba"), null);
    assert.deepEqual(await countPosts(kv), { total: 1, published: 1, draft: 0 });
    assert.deepEqual(await countCategoryPosts(kv, cat.id), { published: 1, draft: 0 });
    assert.deepEqual((await listPosts(kv)).posts.map((p) => p.id), [keep.id]);
    await assert.rejects(deletePost(kv, gone.id), NotFoundError);
    const again = await createPost(kv, { title: "Cascos de Guayaba" }, author);
    assert.equal(again.post.slug, "cascos-de-guayaba");
  });
});

Deno.test("iteratePosts and listAllPostIdsAndSlugs cover every post", async () => {
  await withKv(async (kv) => {
    const created = [];
    for (let i = 0; i < 23; i++) {
      created.push((await createPost(kv, { title: `Plato ${i}`, content: `<p>${i}</p>` }, author)).post);
    }
    const seen = [];
    for await (const post of iteratePosts(kv)) seen.push(post);
    assert.deepEqual(seen.map((p) => p.id).sort(), created.map((p) => p.id).sort());
    assert.ok(seen.every((p) => p.content === `<p>${p.title.slice(6)}</p>`));
    const refs = await listAllPostIdsAndSlugs(kv);
    assert.equal(refs.length, 23);
    assert.deepEqual(refs[0], { id: created[22].id, slug: "plato-22", title: "Plato 22", status: "draft" });
  });
});
