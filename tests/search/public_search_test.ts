/**
 * The public `/search` page over HTTP: ingredients, typos, accents and long queries find what they should, results
 * are ranked (title above body, newest first on ties) with an escaped highlighted snippet, the GET filters narrow
 * them server-side with counts, the index is saved in the store for the next process, and a write is seen at once by
 * the writing process.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { loadSnapshot, SNAPSHOT_PREFIX } from "@/lib/search/index_snapshot.ts";
import { startSite } from "../support/site.ts";
import { textOf } from "../public/html.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("public search: ingredients, typos, accents, ranking, snippets, filters and writes", async (t) => {
  const site = await startSite();
  const get = async (path: string) => {
    const response = await fetch(`${site.url}${path}`);
    const html = await response.text();
    assert.equal(response.status, 200, `${path} → ${response.status}`);
    return { html, text: textOf(html) };
  };
  /** Slugs of the result cards, in order. */
  const slugsOf = (html: string) => [...html.matchAll(/<a class="card__link" href="\/([^"]+)"/g)].map((m) => m[1]);
  const post = async (fields: Record<string, unknown>) =>
    (await savePostFromInput(site.kv, { status: "published", ...fields }, author)).post;
  try {
    const { category: main } = await createCategory(site.kv, { name: "Platos fuertes", slug: "platos-fuertes" });
    const { category: sub } = await createCategory(site.kv, {
      name: "Guisos",
      slug: "guisos",
      parent_id: main.id,
    });
    const { category: sweets } = await createCategory(site.kv, { name: "Postres", slug: "postres" });
    const picadillo = await post({
      title: "Picadillo a la habanera",
      content_type: "recipe",
      ingredients: ["1 libra de carne molida", "1 cucharadita de comino", "aceitunas"],
      total_time: "PT30M",
      category_ids: [sub.id],
      published_at: "2024-01-02T10:00:00.000Z",
    });
    const frijoles = await post({
      title: "Frijoles negros dormidos",
      content_type: "recipe",
      ingredients: ["1 libra de frijoles negros", "comino molido", "ají cachucha"],
      total_time: "PT2H",
      category_ids: [main.id],
      published_at: "2024-01-01T10:00:00.000Z",
    });
    const platano = await post({
      title: "Plátano maduro frito",
      content_type: "recipe",
      ingredients: ["2 plátanos maduros", "aceite"],
      total_time: "PT15M",
      category_ids: [sweets.id],
      excerpt: "Dulce, dorado y <listo> en minutos",
      published_at: "2024-01-03T10:00:00.000Z",
    });
    const article = await post({
      title: "Historia del sofrito",
      content_type: "article",
      content: "<p>Todo empieza en la cocina con ajo, cebolla y ají; algunos añaden picadillo de jamón.</p>",
      published_at: "2024-02-01T10:00:00.000Z",
    });
    const draft = await post({ title: "Comino en borrador", status: "draft", ingredients: ["comino"] });

    await t.step("an ingredient finds recipes where it is only an ingredient", async () => {
      const { html, text } = await get("/search?q=comino");
      assert.match(text, /Resultados para comino/);
      assert.match(text, /2 recetas encontradas/);
      // Not the article whose text says 'cocina' (one letter from 'comino'): typos are tried only when nothing matches.
      assert.deepEqual(slugsOf(html).sort(), [picadillo.slug, frijoles.slug].sort(), "drafts are not searched");
    });

    await t.step("a typo and a missing accent still find the recipe", async () => {
      assert.deepEqual(slugsOf((await get("/search?q=fijoles")).html), [frijoles.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=platano")).html), [platano.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=PLATANOS%20fritos")).html), [platano.slug]);
    });

    await t.step("a 15-word query answers 200", async () => {
      const words = "receta de frijoles negros dormidos con comino y ají cachucha para la familia el domingo";
      assert.equal(words.split(" ").length, 15);
      const { text } = await get(`/search?q=${encodeURIComponent(words)}`);
      assert.match(text, /Resultados para/);
    });

    await t.step("a title match ranks above a body match; equal matches newest first", async () => {
      assert.deepEqual(slugsOf((await get("/search?q=picadillo")).html), [picadillo.slug, article.slug]);
      // 'libra' is in one ingredient of each: the newer one first.
      assert.deepEqual(slugsOf((await get("/search?q=libra")).html), [picadillo.slug, frijoles.slug]);
    });

    await t.step("the snippet is escaped and marks the matching words", async () => {
      const { html } = await get("/search?q=dorado");
      assert.match(html, /<mark\s*>dorado<\/mark>/);
      assert.match(html, /<p class="card__text">Dulce, <mark\s*>dorado<\/mark> y [^<]*listo[^<]* en minutos<\/p>/);
      assert.ok(!html.includes("<listo>"), "text from the post is escaped");
    });

    await t.step("filters are GET parameters, rendered on the server with counts", async () => {
      const all = await get("/search?q=comino");
      assert.match(all.html, /<form class="search-filters" action="\/search" method="get"/);
      assert.match(all.text, /Platos fuertes \(2\)/, "a parent category counts its sub-categories' posts");
      assert.match(all.text, /Guisos \(1\)/);
      assert.match(all.text, /Hasta 30 min \(1\)/);
      assert.match(all.text, /Recetas \(2\)/);
      assert.deepEqual(slugsOf((await get("/search?q=comino&categoria=guisos")).html), [picadillo.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=comino&categoria=platos-fuertes")).html).length, 2);
      assert.deepEqual(slugsOf((await get("/search?q=comino&tiempo=30")).html), [picadillo.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=comino&tiempo=15")).html), []);
      assert.deepEqual(slugsOf((await get("/search?q=picadillo&tipo=articulo")).html), [article.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=picadillo&tipo=receta")).html), [picadillo.slug]);
      // 'con ingredientes': every word must be an ingredient ('picadillo' is in the article's text, not ingredients).
      assert.deepEqual(slugsOf((await get("/search?q=comino&con=frijoles%20aji")).html), [frijoles.slug]);
      assert.deepEqual(slugsOf((await get("/search?q=picadillo&con=jamon")).html), []);
      const filtered = await get("/search?q=comino&tiempo=30&tipo=receta&con=comino&categoria=guisos");
      assert.match(filtered.html, /<option value="30" selected/);
      assert.match(filtered.html, /<option value="receta" selected/);
      assert.match(filtered.html, /<option value="guisos" selected/);
      assert.match(filtered.text, /1 receta encontrada/);
      const odd = await get("/search?q=comino&tiempo=7&tipo=video&categoria=nada");
      assert.match(odd.text, /2 recetas encontradas/, "unknown filter values are ignored");
    });

    await t.step("the index is saved in the store for the next process to start from", async () => {
      // Saved in the background after the first build, which read every post.
      let head = null;
      for (let i = 0; i < 200 && !head; i++) {
        head = (await site.kv.get<{ meta: { posts: number } }>([...SNAPSHOT_PREFIX, "head"])).value;
        if (!head) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(head?.meta.posts, 5, "every post, drafts included");
      const saved = await loadSnapshot(site.kv);
      assert.deepEqual(
        saved?.index.ranked("comino").map((hit) => hit.doc.id).sort(),
        [
          picadillo.id,
          frijoles.id,
          draft.id,
        ].sort(),
      );
    });

    await t.step("a write is seen by the next search of the same process", async () => {
      assert.match((await get("/search?q=alcaravea")).text, /No se encontraron resultados/);
      const added = await post({ title: "Pan de campo", ingredients: ["harina", "alcaravea"] });
      assert.deepEqual(slugsOf((await get("/search?q=alcaravea")).html), [added.slug]);
    });
  } finally {
    await site.close();
  }
});
