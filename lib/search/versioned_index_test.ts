import assert from "node:assert/strict";
import type { PostDocument } from "./post_documents.ts";
import { VersionedSearchIndex } from "./versioned_index.ts";

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
    categoryIds: new Set(),
    ingredientTerms: new Set(),
  };
}

/** A reader whose reads finish when the test says so. */
function gatedReader() {
  const calls: { resolve: (docs: PostDocument[]) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<PostDocument[]>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, read };
}

Deno.test("versioned search index: one build per version, awaited by every concurrent search", async () => {
  let version = "1";
  const { calls, read } = gatedReader();
  const index = new VersionedSearchIndex(null as unknown as Deno.Kv, () => version, read);
  const first = index.get();
  const second = index.get();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(calls.length, 1, "the second search joins the first build");
  calls[0].resolve([doc("a", "Arroz con pollo")]);
  const [a, b] = await Promise.all([first, second]);
  assert.equal(a, b);
  assert.equal((await index.get()).search("arroz").length, 1, "the built index is kept for its version");
  assert.equal(calls.length, 1);

  version = "2";
  const next = index.get();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(calls.length, 2, "a new version builds a new index");
  calls[1].resolve([doc("a", "Arroz con pollo"), doc("b", "Arroz blanco")]);
  const rebuilt = await next;
  assert.notEqual(rebuilt, a, "replaced as a whole, the old one untouched");
  assert.equal(rebuilt.search("arroz").length, 2);
  assert.equal(a.search("arroz").length, 1);
});

Deno.test("versioned search index: a failed build is not kept; the next search builds again", async () => {
  let version = "1";
  const { calls, read } = gatedReader();
  const index = new VersionedSearchIndex(null as unknown as Deno.Kv, () => version, read);
  const first = index.get();
  await new Promise((resolve) => setTimeout(resolve, 0));
  calls[0].resolve([doc("a", "Flan")]);
  const built = await first;
  version = "2";
  const failing = index.get();
  await new Promise((resolve) => setTimeout(resolve, 0));
  calls[1].reject(new Error("store unavailable"));
  await assert.rejects(failing, /store unavailable/);
  const retry = index.get();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(calls.length, 3, "the failed version is built again");
  calls[2].resolve([doc("a", "Flan"), doc("b", "Flan de coco")]);
  assert.equal((await retry).search("flan").length, 2);
  assert.equal(built.search("flan").length, 1);
});
