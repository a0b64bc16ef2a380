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
    categoryIds: [],
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

Deno.test("post index: a word as written outranks one that only sounds the same, and both are found", () => {
  const index = new PostIndex([
    { ...doc(1), title: "Pan de casa", ingredients: "harina" },
    { ...doc(2), title: "Conejo de caza", ingredients: "conejo" },
    { ...doc(3), title: "Arroz con poyo", ingredients: "arroz" },
    { ...doc(4), title: "Arroz con pollo", ingredients: "arroz" },
  ]);
  const ids = (query: string) => index.ranked(query).map((hit) => hit.doc.id);
  assert.deepEqual(ids("casa"), ["p0001", "p0002"]);
  assert.deepEqual(ids("caza"), ["p0002", "p0001"]);
  assert.deepEqual(ids("arroz con pollo"), ["p0004", "p0003"]);
  assert.deepEqual(ids("arroz con poyo"), ["p0003", "p0004"]);
});

Deno.test("post index: words split or joined are found when nothing matches as typed", () => {
  const index = new PostIndex([
    { ...doc(1), title: "Picadillo a la habanera", ingredients: "carne molida" },
    { ...doc(2), title: "Ropa vieja", ingredients: "falda de res" },
  ]);
  const ids = (query: string) => index.ranked(query).map((hit) => hit.doc.id);
  assert.deepEqual(ids("pica dillo"), ["p0001"]);
  assert.deepEqual(ids("ropavieja"), ["p0002"]);
  assert.deepEqual(ids("carnemolida"), ["p0001"]);
  assert.deepEqual(ids("langosta"), []);
});

Deno.test("post index: the nearest title or ingredient of a query that found nothing", () => {
  const index = new PostIndex([
    { ...doc(1), title: "Boniatillo", ingredients: "boniato\nazúcar" },
    { ...doc(2), title: "Tamal en cazuela", ingredients: "maíz tierno\ncomino" },
  ]);
  const all = () => true;
  assert.equal(index.nearest("boniatiyo casero", all), "Boniatillo");
  assert.equal(index.nearest("comimo", all), "comino");
  assert.equal(index.nearest("comimo", (doc) => doc.id !== "p0002"), null, "only posts let through");
  assert.equal(index.nearest("xyzzy", all), null);
});

Deno.test("post index: a kept ranking is dropped by the next change", () => {
  const index = new PostIndex([{ ...doc(1), title: "Flan de coco" }]);
  assert.equal(index.ranked("flan").length, 1);
  index.update([{ ...doc(2), title: "Flan de calabaza" }], []);
  assert.equal(index.ranked("flan").length, 2);
  index.update([], ["p0001"]);
  assert.deepEqual(index.ranked("flan").map((hit) => hit.doc.id), ["p0002"]);
});
