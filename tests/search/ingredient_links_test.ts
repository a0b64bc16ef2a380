/**
 * "Más recetas con …": a recipe page links each main ingredient of its card to the ingredient search, in plain
 * server HTML when another recipe has it too, and the link leads to the recipes with that ingredient.
 */
import assert from "node:assert/strict";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { startSite } from "../support/site.ts";
import { textOf } from "../public/html.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("a recipe's main ingredients link to the recipes with each of them", async () => {
  const site = await startSite();
  const post = async (fields: Record<string, unknown>) =>
    (await savePostFromInput(site.kv, { status: "published", content_type: "recipe", ...fields }, author)).post;
  try {
    const picadillo = await post({
      title: "Picadillo a la habanera",
      ingredients: ["1 libra de carne molida", "1 cucharadita de comino", "Sal al gusto", "2 plátanos maduros"],
      instructions: [{ name: "", text: "Sofreír y cocinar." }],
    });
    const frijoles = await post({
      title: "Frijoles negros dormidos",
      ingredients: ["1 libra de frijoles negros", "Comino molido"],
    });
    // 'comino' only in the text, not an ingredient: not a recipe with comino.
    const article = await post({
      title: "Historia del sofrito",
      content_type: "article",
      content: "<p>El comino llegó con los españoles.</p>",
    });
    const response = await fetch(`${site.url}/${picadillo.slug}`);
    const html = await response.text();
    assert.equal(response.status, 200);
    const nav = html.match(/<nav class="recipe-more"[\s\S]*?<\/nav>/)?.[0] ?? "";
    assert.match(textOf(nav), /Más recetas con/);
    const links = [...nav.matchAll(/<a class="chip" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    // Carne and plátanos are in no other recipe: a link would find this one alone. Salt is never a main ingredient.
    assert.deepEqual(links, [["/search?con=comino", "comino"]], "a link per main ingredient another recipe has too");
    assert.ok(!/<script[^>]*>[^<]*recipe-more/.test(html), "no script for the links");

    const results = await fetch(`${site.url}/search?con=comino`);
    const found = await results.text();
    assert.equal(results.status, 200);
    const slugs = [...found.matchAll(/<a class="card__link" href="\/([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(slugs.sort(), [picadillo.slug, frijoles.slug].sort());
    assert.ok(!slugs.includes(article.slug));
    assert.match(textOf(found), /Recetas con comino/);
    assert.match(textOf(found), /2 recetas encontradas/);
    assert.match(found, /<input type="text" name="con" value="comino"/, "the filter form keeps the ingredient");
  } finally {
    await site.close();
  }
});
