import assert from "node:assert/strict";
import type { PostDocument } from "./post_documents.ts";
import { PostIndex, queryTerms } from "./post_index.ts";

function doc(i: number): PostDocument {
  const id = `p${String(i).padStart(4, "0")}`;
  return {
    id,
    title: `Potaje ${i}`,
    ingredients: "garbanzos",
    excerpt: "",
    tags: "",
    categories: "",
    body: "",
    summary: { id, status: "published" } as PostDocument["summary"],
    sortKey: `2024-01-01T00:00:${String(i % 60).padStart(2, "0")}`,
    totalMinutes: null,
    categoryIds: new Set(),
  };
}

Deno.test("post index: a build lets other work run between slices and is whole when it resolves", async () => {
  const docs = Array.from({ length: 650 }, (_, i) => doc(i));
  let ranMeanwhile = false;
  setTimeout(() => ranMeanwhile = true, 0);
  const index = await PostIndex.build(docs);
  assert.equal(ranMeanwhile, true, "a timer ran while the posts were indexed");
  assert.equal(index.size, 650);
  assert.equal(index.search("garbanzos").ids.length, 650);
});

Deno.test("post index: a page ranked alone is that slice of the whole ranking (ties newest first)", async () => {
  const index = await PostIndex.build(Array.from({ length: 300 }, (_, i) => doc(i)));
  const matches = index.search("potaje garbanzos");
  const all = matches.all().map((hit) => hit.doc.id);
  assert.equal(all.length, 300);
  for (const [start, count] of [[0, 10], [10, 5], [290, 20], [120, 30]]) {
    const page = matches.rank(matches.ids, start, count).map((hit) => hit.doc.id);
    assert.deepEqual(page, all.slice(start, start + count), `page from ${start}`);
  }
});

Deno.test("post index: 'con ingredientes' needs every word among the ingredients, a word of 4 letters or more as a beginning", () => {
  const make = (i: number, ingredients: string) => ({ ...doc(i), ingredients });
  const index = new PostIndex([
    make(1, "2 plátanos maduros\najo"),
    make(2, "ajonjolí\nplátano verde"),
    make(3, "platanitos"),
    make(4, "arroz"),
  ]);
  const having = (words: string) => {
    const holds = index.hasIngredients(queryTerms(words));
    return index.search("potaje").ids.filter(holds).map((n) => index.documentAt(n).id).sort();
  };
  assert.deepEqual(having("plátano"), ["p0001", "p0002", "p0003"], "'platan' begins 'platanit'");
  assert.deepEqual(having("ajo"), ["p0001"], "a 3-letter word must be whole ('ajonjoli' is not 'ajo')");
  assert.deepEqual(having("platano ajo"), ["p0001"], "every word");
  assert.deepEqual(having("yuca"), []);
  index.update([make(1, "arroz")], []);
  assert.deepEqual(having("platano ajo"), [], "a changed post is read in its new version");
  assert.deepEqual(having("arroz"), ["p0001", "p0004"]);
});
