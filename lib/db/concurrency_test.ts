import assert from "node:assert/strict";
import { ConflictError, ValidationError } from "../errors.ts";
import type { Category } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import { createCategory, deleteCategory, updateCategory } from "./categories.ts";
import { createPost, deletePost, getPost, POST_CHANGED, updatePost } from "./posts.ts";

const author = { id: "user-1", name: "Ana" };
const STATUSES = ["draft", "published"] as const;

interface RecordShape {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  created_at: string;
  published_at: string | null;
  category_ids: string[];
  content_chunks: number;
}

async function entries<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvEntry<T>[]> {
  const out: Deno.KvEntry<T>[] = [];
  for await (const entry of kv.list<T>({ prefix })) out.push(entry);
  return out;
}

function counter(value: unknown): number {
  assert.ok(value instanceof Deno.KvU64, "counters are KvU64");
  return Number(value.value);
}

/**
 * Recomputes every index and counter from the `["posts", id]` records and
 * asserts the stored ones match exactly, in both directions.
 */
async function verifyIndexes(kv: Deno.Kv): Promise<{ posts: number }> {
  const records = (await entries<RecordShape>(kv, ["posts"])).map((e) => e.value);
  const categories = new Set((await entries<Category>(kv, ["categories"])).map((e) => e.value.id));

  const expected = new Map<string, RecordShape>();
  const slugs = new Map<string, string>();
  const counts = new Map<string, number>();
  const bump = (key: Deno.KvKey) => counts.set(JSON.stringify(key), (counts.get(JSON.stringify(key)) ?? 0) + 1);
  for (const post of records) {
    assert.ok(!slugs.has(post.slug), `slug ${post.slug} is unique`);
    slugs.set(post.slug, post.id);
    const order = post.published_at ?? post.created_at;
    expected.set(JSON.stringify(["posts_by_created", post.created_at, post.id]), post);
    expected.set(JSON.stringify(["posts_by_status_created", post.status, post.created_at, post.id]), post);
    expected.set(JSON.stringify(["posts_by_status_published", post.status, order, post.id]), post);
    bump(["post_count", post.status]);
    for (const categoryId of post.category_ids) {
      assert.ok(categories.has(categoryId), `post ${post.id} links existing category ${categoryId}`);
      expected.set(JSON.stringify(["posts_by_category", categoryId, post.status, order, post.id]), post);
      bump(["category_post_count", categoryId, post.status]);
    }
    assert.equal(
      post.published_at !== null || post.status === "draft",
      true,
      "published posts have published_at",
    );
  }

  const found = new Set<string>();
  for (
    const prefix of [
      "posts_by_created",
      "posts_by_status_created",
      "posts_by_status_published",
      "posts_by_category",
    ]
  ) {
    for (const entry of await entries<PostSummary>(kv, [prefix])) {
      const name = JSON.stringify(entry.key);
      const post = expected.get(name);
      assert.ok(post, `index entry ${name} belongs to a record`);
      assert.equal(entry.value.id, post.id);
      assert.equal(entry.value.slug, post.slug);
      assert.equal(entry.value.title, post.title);
      assert.equal(entry.value.status, post.status);
      assert.deepEqual(entry.value.category_ids, post.category_ids);
      found.add(name);
    }
  }
  assert.deepEqual(
    [...expected.keys()].filter((k) => !found.has(k)),
    [],
    "every record has all its index entries",
  );

  const slugEntries = await entries<string>(kv, ["posts_by_slug"]);
  assert.equal(slugEntries.length, records.length);
  for (const entry of slugEntries) assert.equal(slugs.get(String(entry.key[1])), entry.value);

  const storedCounts = new Map<string, number>();
  for (const entry of await entries(kv, ["post_count"])) {
    storedCounts.set(JSON.stringify(entry.key), counter(entry.value));
  }
  for (const entry of await entries(kv, ["category_post_count"])) {
    storedCounts.set(JSON.stringify(entry.key), counter(entry.value));
  }
  for (const status of STATUSES) {
    const key = JSON.stringify(["post_count", status]);
    assert.equal(storedCounts.get(key) ?? 0, counts.get(key) ?? 0, key);
  }
  for (const [key, value] of storedCounts) assert.equal(value, counts.get(key) ?? 0, key);
  for (const [key, value] of counts) assert.equal(storedCounts.get(key), value, key);

  const chunks = await entries<Uint8Array>(kv, ["post_content"]);
  const byPost = new Map<string, number>();
  for (const entry of chunks) byPost.set(String(entry.key[1]), (byPost.get(String(entry.key[1])) ?? 0) + 1);
  for (const post of records) {
    assert.equal(byPost.get(post.id) ?? 0, post.content_chunks, `chunks of ${post.id}`);
  }
  assert.equal(
    [...byPost.keys()].filter((id) => !records.some((p) => p.id === id)).length,
    0,
    "no orphan chunks",
  );
  return { posts: records.length };
}

function pick<T>(list: T[], seed: number): T {
  return list[seed % list.length];
}

Deno.test("parallel creates, updates, deletes and a category deletion keep indexes and counters exact", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cats: string[] = [];
    for (const name of ["Postres", "Sopas", "Carnes", "Arroces", "Viandas"]) {
      cats.push((await createCategory(kv, { name })).category.id);
    }
    const names = Array.from({ length: 30 }, (_, i) => `Receta número ${i}`);
    const creations = await Promise.allSettled(Array.from({ length: 50 }, (_, i) =>
      createPost(kv, {
        title: pick(names, i * 7),
        status: i % 2 ? "published" : "draft",
        category_ids: [pick(cats, i), pick(cats, i * 3 + 1)],
        content: `<p>${"contenido ".repeat(i * 700)}</p>`,
      }, author)));
    const created = creations.flatMap((r) => r.status === "fulfilled" ? [r.value.post] : []);
    const rejected = creations.flatMap((r) => r.status === "rejected" ? [r.reason] : []);
    assert.equal(created.length, 30, "each distinct slug is created exactly once");
    assert.equal(new Set(created.map((p) => p.slug)).size, 30);
    assert.equal(rejected.length, 20);
    for (const error of rejected) {
      assert.ok(error instanceof ConflictError && error.field === "slug", String(error));
    }
    assert.deepEqual(await verifyIndexes(kv), { posts: 30 });

    const operations: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      const post = pick(created, i % 7);
      operations.push(updatePost(kv, post.id, {
        status: i % 3 === 0 ? "draft" : "published",
        category_ids: i % 4 === 0 ? [] : [pick(cats, i), pick(cats, i + 2)],
        title: `${post.title} (v${i})`,
      }));
    }
    for (let i = 0; i < 5; i++) operations.push(deletePost(kv, created[29 - i].id));
    operations.push(deleteCategory(kv, cats[4]));
    operations.push(updateCategory(kv, cats[0], { name: "Dulces", slug: "dulces" }));
    operations.push(updatePost(kv, created[0].id, { slug: "ajiaco" }));
    operations.push(updatePost(kv, created[1].id, { slug: "ajiaco" }));
    const results = await Promise.allSettled(operations);
    const failures = results.flatMap((r, i) => r.status === "rejected" ? [[i, r.reason]] : []);
    const slugFailures = failures.filter(([, e]) => e instanceof ConflictError && e.field === "slug");
    assert.equal(slugFailures.length, 1, "exactly one of two posts takes the same new slug");
    const linkedDeleted = (e: unknown) =>
      e instanceof ValidationError && e.fields.category_ids?.every((m) => m.endsWith(cats[4]));
    const allowed = (e: unknown) => (e instanceof ConflictError && e.field === "slug") || linkedDeleted(e);
    assert.deepEqual(
      failures.filter(([, e]) => !allowed(e)),
      [],
      "only the slug race and links to the deleted category fail",
    );

    const { posts } = await verifyIndexes(kv);
    assert.equal(posts, 25);
    for (const post of created.slice(0, 25)) {
      const current = await getPost(kv, post.id);
      assert.ok(current, "post still exists");
      assert.ok(!current.post.category_ids.includes(cats[4]), "deleted category is unlinked");
      assert.equal(current.post.content, post.content, "content untouched by field updates");
    }
  } finally {
    kv.close();
  }
});

Deno.test("parallel updates with the same expected versionstamp: exactly one wins", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { post, versionstamp } = await createPost(kv, { title: "Congrí" }, author);
    const results = await Promise.allSettled(
      Array.from(
        { length: 10 },
        (_, i) => updatePost(kv, post.id, { excerpt: `v${i}`, status: "published" }, versionstamp),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => r.status === "rejected" ? [r.reason] : []);
    assert.equal(won.length, 1);
    assert.equal(lost.length, 9);
    assert.ok(lost.every((e) => e instanceof ConflictError && e.message === POST_CHANGED));
    await verifyIndexes(kv);
  } finally {
    kv.close();
  }
});

Deno.test("two connections to one store writing at once keep counters exact", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const a = await Deno.openKv(path);
  const b = await Deno.openKv(path);
  try {
    const cat = (await createCategory(a, { name: "Compartida" })).category.id;
    const made = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) => createPost(i % 2 ? a : b, { title: `Plato ${i}`, category_ids: [cat] }, author),
      ),
    );
    await Promise.all(
      made.map(({ post }, i) => updatePost(i % 2 ? b : a, post.id, { status: i % 3 ? "published" : "draft" })),
    );
    await Promise.all(
      made.map(({ post }, i) =>
        updatePost(i % 2 ? a : b, post.id, { status: i % 2 ? "published" : "draft", excerpt: "x" })
      ),
    );
    await verifyIndexes(a);
    const count = await a.get<Deno.KvU64>(["category_post_count", cat, "published"]);
    assert.equal(Number(count.value?.value), 10);
  } finally {
    a.close();
    b.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deleting a category while its posts are being edited leaves no link, index entry or counter behind", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const doomed = (await createCategory(kv, { name: "Temporal" })).category.id;
    const kept = (await createCategory(kv, { name: "Fija" })).category.id;
    const posts = [];
    for (let i = 0; i < 30; i++) {
      posts.push((await createPost(kv, { title: `Plato ${i}`, category_ids: [doomed, kept] }, author)).post);
    }
    const edits = posts.map(async (post, i) => {
      for (let round = 0; round < 3; round++) {
        await updatePost(kv, post.id, { status: (i + round) % 2 ? "published" : "draft" });
      }
    });
    await Promise.all([...edits, deleteCategory(kv, doomed)]);
    await verifyIndexes(kv);
    for (const post of posts) {
      assert.deepEqual((await getPost(kv, post.id))?.post.category_ids, [kept]);
    }
    assert.deepEqual(await entries(kv, ["category_post_count", doomed]), []);
  } finally {
    kv.close();
  }
});

Deno.test("posts linked to a category while it is being deleted end up unlinked", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const doomed = (await createCategory(kv, { name: "Efímera" })).category.id;
    const kept = (await createCategory(kv, { name: "Estable" })).category.id;
    const posts = [];
    for (let i = 0; i < 40; i++) posts.push((await createPost(kv, { title: `Sopa ${i}` }, author)).post);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const links = posts.map(async (post, i) => {
      await sleep(i % 10);
      try {
        await updatePost(kv, post.id, {
          category_ids: [doomed, kept],
          status: i % 2 ? "published" : "draft",
        });
      } catch (error) {
        assert.ok(error instanceof ValidationError, String(error));
      }
    });
    await Promise.all([...links, sleep(4).then(() => deleteCategory(kv, doomed))]);
    await verifyIndexes(kv);
    for (const post of posts) {
      assert.ok(!(await getPost(kv, post.id))?.post.category_ids.includes(doomed));
    }
  } finally {
    kv.close();
  }
});

/** A store whose atomic commits wait for `gate`, calling `reached` first (to hold a writer just before committing). */
function gatedKv(kv: Deno.Kv, gate: Promise<void>, reached: () => void): Deno.Kv {
  return new Proxy(kv, {
    get(target, prop) {
      if (prop === "atomic") {
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = async () => {
            reached();
            await gate;
            return commit();
          };
          return op;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

Deno.test("a post write planned before its category was deleted cannot commit the stale link", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const doomed = (await createCategory(kv, { name: "Pasajera" })).category.id;
    const { post } = await createPost(kv, { title: "Potaje", status: "published" }, author);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let signal!: () => void;
    const atCommit = new Promise<void>((resolve) => (signal = resolve));
    const pending = updatePost(gatedKv(kv, gate, signal), post.id, { category_ids: [doomed] });
    await atCommit;
    await deleteCategory(kv, doomed);
    open();
    await assert.rejects(pending, (e) => e instanceof ValidationError && e.fields.category_ids?.length === 1);
    assert.deepEqual((await getPost(kv, post.id))?.post.category_ids, []);
    assert.deepEqual(await entries(kv, ["category_post_count", doomed]), []);
    await verifyIndexes(kv);
  } finally {
    kv.close();
  }
});

Deno.test("a post write planned before a concurrent edit retries on the fresh record", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { post } = await createPost(kv, { title: "Tamal", status: "draft" }, author);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let signal!: () => void;
    const atCommit = new Promise<void>((resolve) => (signal = resolve));
    const pending = updatePost(gatedKv(kv, gate, signal), post.id, { excerpt: "en cazuela" });
    await atCommit;
    await updatePost(kv, post.id, { status: "published", title: "Tamal en Cazuela" });
    open();
    const result = await pending;
    assert.equal(result.post.excerpt, "en cazuela");
    assert.equal(result.post.status, "published", "the retry kept the concurrent change");
    assert.equal(result.post.title, "Tamal en Cazuela");
    await verifyIndexes(kv);
  } finally {
    kv.close();
  }
});
