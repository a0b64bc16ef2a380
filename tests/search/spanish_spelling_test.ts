/**
 * The public `/search` page over HTTP on the demo content: words misspelt the way readers misspell Spanish (b/v,
 * ll/y, c/k, split words) find the dish first, an exact word ranks above a sound-alike, a search that finds nothing
 * offers the nearest title or ingredient as a link, and the page's wording ("artículos", "resultados", "Recetas con
 * comino y ajo").
 */
import assert from "node:assert/strict";
import { createPost } from "@/lib/db/posts.ts";
import { startSite } from "../support/site.ts";
import { textOf } from "../public/html.ts";

/** Slugs of the result cards, in order. */
const slugsOf = (html: string) => [...html.matchAll(/<a class="card__link" href="\/([^"]+)"/g)].map((m) => m[1]);

Deno.test("search forgives Spanish spelling on the demo content", async (t) => {
  const site = await startSite({ seed: true });
  const search = async (query: string) => {
    const response = await fetch(`${site.url}/search?${query}`);
    const html = await response.text();
    assert.equal(response.status, 200, `${query} → ${response.status}`);
    return { html, text: textOf(html), slugs: slugsOf(html) };
  };
  try {
    await t.step("the five misspellings of readers find the dish first", async () => {
      const cases: [string, string][] = [
        ["pica dillo", "picadillo-a-la-habanera"],
        ["ropa bieja", "ropa-vieja"],
        ["picadiyo", "picadillo-a-la-habanera"],
        ["yuka", "yuca-con-mojo"],
        ["arroz con poyo", "arroz-con-pollo"],
      ];
      for (const [typed, slug] of cases) {
        const { slugs } = await search(new URLSearchParams({ q: typed }).toString());
        assert.equal(slugs[0], slug, `«${typed}» → ${slugs.join(", ")}`);
      }
    });

    await t.step("a title word as written ranks above one that only sounds the same", async () => {
      const author = { id: "test-author", name: "Ana Prueba" };
      const fields = { status: "published" as const, content_type: "recipe" as const };
      await createPost(site.kv, { ...fields, title: "Vaca frita de la casa", slug: "vaca-casa" }, author);
      await createPost(site.kv, { ...fields, title: "Conejo de caza", slug: "conejo-caza" }, author);
      assert.deepEqual((await search("q=caza")).slugs.slice(0, 2), ["conejo-caza", "vaca-casa"]);
      assert.deepEqual((await search("q=casa")).slugs.slice(0, 2), ["vaca-casa", "conejo-caza"]);
    });

    await t.step("a search that finds nothing offers the nearest title as a link", async () => {
      const { html, text, slugs } = await search("q=flam+de+lexe");
      assert.deepEqual(slugs, []);
      assert.match(text, /¿Quisiste decir Flan de leche ?\?/);
      assert.match(html, /<a href="\/search\?q=Flan\+de\+leche">Flan de leche<\/a>/);
      const nothing = await search("q=xyzzy+qwerty");
      assert.doesNotMatch(nothing.text, /Quisiste decir/, "nothing near, nothing offered");
    });

    await t.step("the count names recipes, articles or results; ingredients are listed as said", async () => {
      assert.match((await search("q=sofrito&tipo=articulo")).text, /\d+ artículos? encontrados?/);
      assert.match((await search("q=mojo")).text, /\d+ resultados/, "recipes and articles together");
      assert.match((await search("q=ropa+vieja&tipo=receta")).text, /\d+ recetas? encontradas?/);
      assert.match((await search("con=comino+ajo")).text, /Recetas con comino y ajo/);
    });
  } finally {
    await site.close();
  }
});
