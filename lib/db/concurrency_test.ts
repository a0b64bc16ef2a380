import assert from "node:assert/strict";
import { ConflictError, ValidationError } from "../errors.ts";
import { createCategory, deleteCategory, updateCategory } from "./categories.ts";
import { createPost, deletePost, getPost, POST_CHANGED, updatePost } from "./posts.ts";
import { optimisticWrite } from "./write.ts";
import { entries, verifyIndexes } from "@/tests/support/verify_indexes.ts";

const author = { id: "user-1", name: "Ana" };
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
    assert.equal(created.length, 30, "each distinct title and slug is created exactly once");
    assert.equal(new Set(created.map((p) => p.slug)).size, 30);
    assert.equal(rejected.length, 20);
    for (const error of rejected) {
      // The title is checked first; a twin committed between the two reads is caught by the slug.
      assert.ok(error instanceof ConflictError && ["title", "slug"].includes(error.field!), String(error));
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

    // Interleaving on purpose: in each round both connections read the shared counter, wait until the other
    // has read it too, then commit; the second commit fails its versionstamp check and re-reads.
    const ROUNDS = 10;
    let retries = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let arrived = 0;
      let release!: () => void;
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const increment = (kv: Deno.Kv) =>
        optimisticWrite({ publicContent: false }, async (attempt) => {
          if (attempt > 0) retries++;
          const entry = await kv.get<number>(["shared"]);
          if (attempt === 0 && ++arrived === 2) release();
          if (attempt === 0) await bothRead;
          return { op: kv.atomic().check(entry).set(["shared"], (entry.value ?? 0) + 1), done: () => {} };
        });
      await Promise.all([increment(a), increment(b)]);
    }
    assert.equal(retries, ROUNDS, "every round the two connections' writes overlapped and one retried");
    assert.equal((await b.get(["shared"])).value, 2 * ROUNDS, "no increment was lost");
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
