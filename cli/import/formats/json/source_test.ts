import assert from "node:assert/strict";
import { fixturePath, readAll, readOnePost } from "../../../../tests/cli/support/import.ts";
import { jsonPostToImport, jsonSource } from "./source.ts";

Deno.test("JSON: an array of API posts; a post without a title fails alone", async () => {
  const path = fixturePath("json/posts.json");
  const results = await readAll(jsonSource, { path });
  assert.deepEqual(results.map((r) => [r.kind, r.source]), [["post", `${path}#1`], ["failure", `${path}#2`]]);
  const [yuca, broken] = results;
  assert.equal(broken.kind === "failure" && broken.reason, "The post has no title");
  assert.ok(yuca.kind === "post");
  assert.deepEqual(yuca.post, {
    title: "Yuca con mojo",
    slug: "yuca-con-mojo",
    content: "<p>Yuca hervida con mojo de ajo.</p>",
    excerpt: "La guarnición de Nochebuena.",
    status: "published",
    published_at: "2022-12-24T18:00:00.000Z",
    content_type: "recipe",
    prep_time: "PT10M",
    cook_time: "PT30M",
    total_time: "PT40M",
    recipe_yield: "4 raciones",
    ingredients: ["1 kg de yuca", "6 dientes de ajo", "½ taza de naranja agria"],
    instructions: [{ name: "", text: "Hierve la yuca." }, { name: "", text: "Báñala con el mojo caliente." }],
    nutrition_calories: "310",
  });
  assert.equal(yuca.featuredImageUrl, "https://fotos.example.net/yuca.jpg");
  assert.deepEqual(yuca.categories, [
    { name: "Recetas", slug: "recetas" },
    { name: "Guarniciones", slug: "guarniciones", parent: "recetas" },
  ]);
});

Deno.test("JSON: one object; a site path image stays in the post", async () => {
  const item = await readOnePost(jsonSource, { path: fixturePath("json/post.json") });
  assert.equal(item.post.slug, "cafe-cubano");
  assert.equal(item.post.status, "draft");
  assert.equal(item.post.featured_image, "/media/cafe.jpg");
  assert.equal(item.featuredImageUrl, undefined);
});

Deno.test("JSON: text that is not JSON is one failure", async () => {
  const results = await readAll(jsonSource, { text: "{ nope" });
  assert.equal(results.length, 1);
  assert.equal(results[0].kind, "failure");
  assert.match(results[0].kind === "failure" ? results[0].reason : "", /^Not valid JSON: /);
});

Deno.test("JSON: tags (a list or comma-separated text) are the post's tags; keywords stay keywords", () => {
  const listed = jsonPostToImport({ title: "Flan", tags: ["Postres", "postres", " Flanes "], keywords: "flan" }, "x#1");
  assert.deepEqual([listed.post.tags, listed.keywords, listed.notes], [["Postres", "Flanes"], ["flan"], undefined]);
  assert.deepEqual(jsonPostToImport({ title: "Flan", tags: "Postres, Nochebuena" }, "x#2").post.tags, [
    "Postres",
    "Nochebuena",
  ]);
  const many = jsonPostToImport({ title: "Flan", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "x#3");
  assert.equal((many.post.tags as string[]).length, 20);
  assert.match(many.notes?.[0] ?? "", /^tags left out .*: "t20"$/);
  assert.equal(jsonPostToImport({ title: "Flan" }, "x#4").post.tags, undefined);
});
