import assert from "node:assert/strict";
import type { PostDocument } from "./post_documents.ts";
import { compareNewest, PostIndex } from "./post_index.ts";

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
  assert.equal(index.ranked("garbanzos").length, 650);
});

Deno.test("post index: equal matches rank newest first", () => {
  const docs = Array.from({ length: 300 }, (_, i) => doc(i));
  const index = new PostIndex(docs);
  const ranked = index.ranked("potaje garbanzos").map((hit) => hit.doc.id);
  assert.deepEqual(ranked, [...docs].sort(compareNewest).map((d) => d.id));
});

Deno.test("post index: title search takes every word as a beginning, forgives one typo, ignores stop words", () => {
  const index = new PostIndex([
    { ...doc(1), title: "Frijoles negros" },
    { ...doc(2), title: "Frijoles colorados", body: "negros" },
    { ...doc(3), title: "Plátano maduro" },
  ]);
  const titled = (query: string) => [...index.titledIds(query)].sort();
  assert.deepEqual(titled("fri NEG"), ["p0001"], "every word, each as a beginning, in the title only");
  assert.deepEqual(titled("fijoles"), ["p0001", "p0002"], "one typo when nothing matches exactly");
  assert.deepEqual(titled("platanos"), ["p0003"], "accents and plurals folded");
  assert.deepEqual(titled("de la"), [], "stop words alone find nothing");
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
    return [...index.withIngredients(words) ?? []].sort();
  };
  assert.deepEqual(having("plátano"), ["p0001", "p0002", "p0003"], "'platan' begins 'platanit'");
  assert.deepEqual(having("ajo"), ["p0001"], "a 3-letter word must be whole ('ajonjoli' is not 'ajo')");
  assert.deepEqual(having("platano ajo"), ["p0001"], "every word");
  assert.deepEqual(having("yuca"), []);
  assert.equal(index.withIngredients("de la"), null, "no words: no ingredient filter");
  index.update([make(1, "arroz")], []);
  assert.deepEqual(having("platano ajo"), [], "a changed post is read in its new version");
  assert.deepEqual(having("arroz"), ["p0001", "p0004"]);
});
