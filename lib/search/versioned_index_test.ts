import assert from "node:assert/strict";
import { createCategory, updateCategory } from "../db/categories.ts";
import { readContentVersion } from "../db/content_version.ts";
import { createPost, deletePost, updatePost } from "../db/posts.ts";
import type { PostDocument } from "./post_documents.ts";
import { loadSnapshot } from "./index_snapshot.ts";
import { readSnapshot } from "@/tests/support/snapshot.ts";
import {
  KV_SNAPSHOTS,
  readStoreChanges,
  snapshotChanges,
  type StoreChanges,
  VersionedSearchIndex,
} from "./versioned_index.ts";

const author = { id: "a", name: "Ana" };

function doc(id: string, title: string): PostDocument {
  return {
    id,
    title,
    ingredients: "",
    excerpt: "",
    tags: "",
    categories: "",
    body: "",
    summary: { id, status: "published" } as PostDocument["summary"],
    sortKey: "2024-01-01",
    totalMinutes: null,
    categoryIds: [],
  };
}

function changes(docs: PostDocument[], removed: string[] = [], full = false): StoreChanges {
  return { changed: docs.map((d) => ({ doc: d, versionstamp: d.title })), removed, full, categoriesKey: "c" };
}

/** A reader whose reads finish when the test says so, recording what each was told was known. */
function gatedReader() {
  const calls: { known: string[]; resolve: (c: StoreChanges) => void; reject: (error: Error) => void }[] = [];
  const read = (_kv: Deno.Kv, known: ReadonlyMap<string, string>) =>
    new Promise<StoreChanges>((resolve, reject) => calls.push({ known: [...known.keys()], resolve, reject }));
  return { calls, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

Deno.test("versioned search index: one build per version, awaited by every concurrent search", async () => {
  let version = "1";
  const { calls, read } = gatedReader();
  const index = new VersionedSearchIndex(null as unknown as Deno.Kv, () => version, read);
  const first = index.get();
  const second = index.get();
  await tick();
  assert.equal(calls.length, 1, "the second search joins the first build");
  assert.equal(await Promise.race([first, tick().then(() => "waiting")]), "waiting", "no index before the build");
  calls[0].resolve(changes([doc("a", "Arroz con pollo")], [], true));
  const [a, b] = await Promise.all([first, second]);
  assert.equal(a, b);
  assert.equal((await index.get()).ranked("arroz").length, 1, "the built index is kept for its version");
  assert.equal(calls.length, 1);

  version = "2";
  const next = index.get();
  await tick();
  assert.equal(calls.length, 2, "a new version builds again");
  assert.deepEqual(calls[1].known, ["a"], "telling the reader what is indexed, so it reads only the changes");
  calls[1].resolve(changes([doc("b", "Arroz blanco")], ["a"]));
  const rebuilt = await next;
  assert.deepEqual(rebuilt.ranked("arroz").map((hit) => hit.doc.id), ["b"]);
});

Deno.test("versioned search index: a failed build is not kept; the next search builds again", async () => {
  let version = "1";
  const { calls, read } = gatedReader();
  const index = new VersionedSearchIndex(null as unknown as Deno.Kv, () => version, read);
  const first = index.get();
  await tick();
  calls[0].resolve(changes([doc("a", "Flan")], [], true));
  await first;
  version = "2";
  const failing = index.get();
  await tick();
  calls[1].reject(new Error("store unavailable"));
  await assert.rejects(failing, /store unavailable/);
  const retry = index.get();
  await tick();
  assert.equal(calls.length, 3, "the failed version is built again");
  calls[2].resolve(changes([doc("b", "Flan de coco")]));
  assert.equal((await retry).ranked("flan").length, 2);
});

/** The two ways a build learns what changed: listing the store, or the content snapshot of the same version. */
const READERS: [string, (kv: Deno.Kv) => typeof readStoreChanges][] = [
  ["listing the store", () => readStoreChanges],
  ["from the content snapshot", (kv) => snapshotChanges(() => readSnapshot(kv))],
];

for (const [how, reader] of READERS) {
  Deno.test(`versioned search index on a store (${how}): edits, deletions and category renames are searched after the write`, async () => {
    const kv = await Deno.openKv(":memory:");
    try {
      const reads: number[] = [];
      const read = reader(kv);
      const index = new VersionedSearchIndex(kv, () => readContentVersion(kv), async (store, known, key) => {
        const changes = await read(store, known, key);
        reads.push(changes.changed.length);
        return changes;
      });
      const { category } = await createCategory(kv, { name: "Potajes", slug: "potajes" });
      const { post: kept } = await createPost(kv, { title: "Frijoles negros", category_ids: [category.id] }, author);
      const { post: edited, versionstamp } = await createPost(kv, { title: "Ajiaco criollo" }, author);
      const { post: gone } = await createPost(kv, { title: "Tamal en cazuela" }, author);
      const ids = async (query: string) => (await index.get()).ranked(query).map((hit) => hit.doc.id);
      assert.deepEqual(await ids("ajiaco"), [edited.id]);
      assert.deepEqual(await ids("potajes"), [kept.id], "category names are searched");

      await updatePost(kv, edited.id, { title: "Caldo gallego" }, versionstamp);
      await deletePost(kv, gone.id);
      assert.deepEqual(await ids("ajiaco"), [], "the old title is gone");
      assert.equal(reads.at(-1), 1, "only the edited post is read again");
      assert.deepEqual(await ids("caldo"), [edited.id]);
      assert.deepEqual(await ids("tamal"), []);
      assert.deepEqual(await ids("frijoles"), [kept.id], "unchanged posts stay");

      await updateCategory(kv, category.id, { name: "Guisos" });
      assert.deepEqual(await ids("guisos"), [kept.id], "a renamed category is searched by its new name");
      assert.deepEqual(await ids("potajes"), []);
      const unchanged = await readStoreChanges(kv, new Map([[kept.id, "x"]]), "stale");
      assert.equal(unchanged.full, true, "changed categories make the reader read every post");
    } finally {
      kv.close();
    }
  });
}

Deno.test("versioned search index: a process starts from the saved index and reads only the posts changed since", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { post: ajiaco } = await createPost(kv, { title: "Ajiaco criollo" }, author);
    const { post: tamal, versionstamp } = await createPost(kv, { title: "Tamal en cazuela" }, author);
    const version = () => readContentVersion(kv);
    const first = new VersionedSearchIndex(kv, version, readStoreChanges, KV_SNAPSHOTS);
    assert.equal((await first.get()).size, 2);
    assert.ok(first.saving, "a build that read every post saves the index");
    await first.saving;

    const { post: caldo } = await createPost(kv, { title: "Caldo gallego" }, author);
    await updatePost(kv, tamal.id, { title: "Tamal en hoja" }, versionstamp);
    /** A reader recording how many posts each build read. */
    const counting = (reads: number[]): typeof readStoreChanges => async (store, known, key) => {
      const changes = await readStoreChanges(store, known, key);
      reads.push(changes.changed.length);
      return changes;
    };
    const reads: number[] = [];
    const second = new VersionedSearchIndex(kv, version, counting(reads), KV_SNAPSHOTS);
    const index = await second.get();
    assert.deepEqual(reads, [2], "only the new post and the edited one are read");
    const ids = (query: string) => index.ranked(query).map((hit) => hit.doc.id);
    assert.deepEqual(ids("ajiaco"), [ajiaco.id], "posts from the saved index");
    assert.deepEqual(ids("caldo"), [caldo.id]);
    assert.deepEqual(ids("hoja"), [tamal.id]);
    assert.deepEqual(ids("cazuela"), [], "the edited post's old text is gone");
    assert.equal(second.saving, null, "two changes do not save a new snapshot");

    const without: number[] = [];
    await new VersionedSearchIndex(kv, version, counting(without)).get();
    assert.deepEqual(without, [3], "without snapshots every post is read");
  } finally {
    kv.close();
  }
});

Deno.test("versioned search index: a snapshot of another format is not loaded", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await createPost(kv, { title: "Ajiaco criollo" }, author);
    const first = new VersionedSearchIndex(kv, () => readContentVersion(kv), readStoreChanges, KV_SNAPSHOTS);
    await first.get();
    await first.saving;
    const head = await kv.get<{ meta: { format: string } }>(["search_snapshot", "head"]);
    assert.ok(head.value?.meta.format, "saved with its format");
    await kv.set(head.key, { ...head.value, meta: { ...head.value.meta, format: "other code" } });
    assert.equal(await loadSnapshot(kv), null);
  } finally {
    kv.close();
  }
});
