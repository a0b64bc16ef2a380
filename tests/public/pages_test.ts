/**
 * Public pages over HTTP (no browser): routing precedence, redirects, the
 * post, category, search, categories, contact, legal and 404 pages, head
 * tags, and the sitemap, robots and RSS documents.
 */
import assert from "node:assert/strict";
import { updateCategory } from "@/lib/db/categories.ts";
import { listLatestPublished } from "../support/snapshot.ts";
import { createRedirect, getRedirect } from "@/lib/db/redirects.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { formatDateEs } from "@/lib/format/dates.ts";
import { startSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";
import { canonicalOf, jsonLdOf, metaOf, textOf, titleOf } from "./html.ts";
import { readSitemap } from "./sitemap_reader.ts";

const SUFFIX = "| Comparte tus Recetas Cubanas";

Deno.test("public pages answer with the right page, status, texts and head tags", async (t) => {
  const site = await startSite({ seed: true });
  const get = (path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, { redirect: "manual", ...init });
  const page = async (path: string, status = 200) => {
    const response = await get(path);
    const html = await response.text();
    assert.equal(response.status, status, `${path} → ${response.status}`);
    return { response, html, text: textOf(html) };
  };
  try {
    const content = await createTestContent(site.kv);

    await t.step("static routes win over the slug routes; /contact moves to /contacto", async () => {
      assert.match((await page("/categorias")).text, /Categorías de Recetas/);
      assert.match((await page("/search")).text, /Comienza tu búsqueda/);
      assert.match((await page("/contacto")).text, /Preguntas frecuentes/);
      const contact = await get("/contact");
      await contact.body?.cancel();
      assert.equal(contact.status, 301);
      assert.equal(new URL(contact.headers.get("location")!, site.url).pathname, "/contacto");
      const unknownApi = await get("/api/no-existe/tampoco", { method: "POST" });
      assert.equal(unknownApi.status, 404);
      assert.match(unknownApi.headers.get("content-type") ?? "", /json/);
      await unknownApi.body?.cancel();
      const apiGet = await get("/api/no-existe");
      assert.equal(apiGet.status, 404);
      assert.match(apiGet.headers.get("content-type") ?? "", /json/);
      await apiGet.body?.cancel();
    });

    await t.step("a recipe page shows its header, panels, contents, body, video and recipe card", async () => {
      const { html, text, response } = await page("/prueba-tasajo");
      assert.equal(response.headers.get("cache-control"), "public, max-age=0, must-revalidate");
      assert.match(text, /Inicio Guisos de Prueba Tasajo de Prueba Criollo/);
      assert.match(html, /<h1 class="post__title">Tasajo de Prueba Criollo<\/h1>/);
      assert.match(text, /Tasajo desmenuzado con sofrito, receta de prueba\./);
      const published = formatDateEs(new Date(Date.now() - 10 * 24 * 3_600_000).toISOString());
      assert.ok(text.includes(`Publicado el ${published}`), "published date in es-ES");
      assert.match(text, /Actualizado:/);
      for (const label of ["Preparación 20 min", "Cocción 1 h 10 min", "Total 1 h 30 min", "Porciones 4 porciones"]) {
        assert.ok(text.includes(label), label);
      }
      for (const label of ["Calorías 380 kcal", "Proteínas 32 g", "Grasas 15 g", "Carbohidratos 9 g"]) {
        assert.ok(text.includes(label), label);
      }
      assert.match(html, /data-island="RatingStars"/);
      assert.match(text, /En este artículo Historia del tasajo El salado Cómo servirlo/);
      for (const id of ["historia-del-tasajo", "el-salado", "como-servirlo"]) {
        assert.ok(html.includes(`href="#${id}"`), `toc link ${id}`);
        assert.match(html, new RegExp(`<h[23] id="${id}"`), `heading id ${id}`);
      }
      assert.ok(!html.includes("alert(1)"), "the stored body was sanitised");
      assert.match(html, /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345" title="Video: [^"]+"/);
      assert.match(text, /Ingredientes ×½ ×1 ×2 ×3 Porciones Unidades .* 500 g de tasajo 1 cebolla 2 dientes de ajo/);
      assert.match(text, /Instrucciones Desalar Deja el tasajo en agua toda la noche\. Guisar/);
    });

    await t.step(
      "'Actualizado' only when updated more than an hour after publishing; excerpt falls back to the text",
      async () => {
        const pure = await page("/prueba-pure");
        assert.doesNotMatch(pure.text, /Actualizado/);
        const article = await page("/prueba-cafe");
        assert.doesNotMatch(article.text, /Preparación|Calorías|RatingStars/);
        assert.doesNotMatch(article.html, /data-island="RatingStars"/);
        const expected =
          "El cafecito cubano se toma corto, dulce y en compañía; Un texto de relleno para que la página tenga cuerpo. Un texto de";
        assert.ok(expected.length >= 118);
        assert.match(article.html, /<p class="post__excerpt">([^<]*)<\/p>/);
        const excerpt = article.html.match(/<p class="post__excerpt">([^<]*)<\/p>/)![1];
        assert.equal(excerpt, expected.slice(0, 120).trim());
        const ld = jsonLdOf(article.html);
        assert.equal(ld[0]["@type"], "BlogPosting");
      },
    );

    await t.step("post head: title pattern, canonical, OpenGraph, Twitter and Recipe JSON-LD", async () => {
      const { html } = await page("/prueba-tasajo");
      assert.equal(titleOf(html), `Tasajo de Prueba Criollo ${SUFFIX}`);
      assert.equal(canonicalOf(html), `${site.url}/prueba-tasajo`);
      assert.equal(metaOf(html, "og:url"), `${site.url}/prueba-tasajo`);
      assert.equal(metaOf(html, "og:type"), "article");
      assert.equal(metaOf(html, "twitter:card"), "summary_large_image");
      assert.equal(metaOf(html, "description"), "Tasajo desmenuzado con sofrito, receta de prueba.");
      const [recipe, crumbs] = jsonLdOf(html);
      assert.equal(recipe["@type"], "Recipe");
      for (const key of ["name", "author", "datePublished", "description", "prepTime", "cookTime", "totalTime"]) {
        assert.ok(key in recipe, key);
      }
      assert.equal(recipe.recipeYield, "4 porciones");
      assert.deepEqual(recipe.recipeIngredient, ["500 g de tasajo", "1 cebolla", "2 dientes de ajo"]);
      assert.equal((recipe.recipeInstructions as { "@type": string }[])[0]["@type"], "HowToStep");
      assert.equal((recipe.nutrition as Record<string, string>).calories, "380 calories");
      assert.equal("aggregateRating" in recipe, false, "no reader votes yet");
      assert.equal((recipe.video as Record<string, string>)["@type"], "VideoObject");
      assert.equal(crumbs["@type"], "BreadcrumbList");
    });

    await t.step("a reader vote refreshes the cached recipe page's aggregateRating", async () => {
      const before = await fetch(`${site.url}/prueba-tasajo`, { headers: { "Accept-Encoding": "identity" } });
      const bytes = new Uint8Array(await before.arrayBuffer());
      assert.equal(before.headers.get("x-cache"), "HIT", "the page was cached by the previous step");
      assert.equal(before.headers.get("content-length"), String(bytes.length), "a hit's length, written by the server");
      const head = await fetch(`${site.url}/prueba-tasajo`, {
        method: "HEAD",
        headers: { "Accept-Encoding": "identity" },
      });
      assert.equal(head.headers.get("x-cache"), "HIT");
      assert.equal(head.headers.get("content-length"), String(bytes.length), "a HEAD hit names the GET's length");
      const { post } = await (await fetch(`${site.url}/api/posts/slug/prueba-tasajo`)).json();
      const vote = await fetch(`${site.url}/api/posts/${post.id}/rating`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ value: 4 }),
      });
      assert.equal(vote.status, 200);
      await vote.body?.cancel();
      const { html } = await page("/prueba-tasajo");
      const [recipe] = jsonLdOf(html);
      assert.deepEqual(recipe.aggregateRating, {
        "@type": "AggregateRating",
        ratingValue: 4,
        ratingCount: 1,
        bestRating: 5,
        worstRating: 1,
      });
      const again = await fetch(`${site.url}/prueba-tasajo`);
      await again.body?.cancel();
      assert.equal(again.headers.get("x-cache"), "HIT");
    });

    await t.step("category pages: count, grid, empty text, missing category 404 and gradient header", async () => {
      const full = await page("/categoria/prueba-guisos");
      assert.match(full.text, /Guisos de Prueba Guisos criollos para las pruebas\. 3 Recetas/);
      assert.ok(full.html.includes('href="/prueba-tasajo"'));
      assert.ok(!full.html.includes("prueba-borrador"), "drafts are not listed");
      assert.match(full.html, /linear-gradient\(135deg, #ef4444, #ec4899\)/);
      assert.equal(jsonLdOf(full.html).find((n) => n["@type"] === "ItemList")?.numberOfItems, 3);
      assert.equal(titleOf(full.html), `Guisos de Prueba ${SUFFIX}`);
      const empty = await page("/categoria/prueba-vacia");
      assert.match(empty.text, /0 Recetas/);
      assert.match(empty.text, /No hay recetas en esta categoría todavía\./);
      const missing = await page("/categoria/no-existe-esta", 404);
      assert.match(missing.text, /Categoría no encontrada/);
      assert.match(missing.html, /<a class="button" href="\/">Volver al inicio<\/a>/);
      await updateCategory(site.kv, content.emptyCategoryId, { is_active: 0 });
      await page("/categoria/prueba-vacia", 404);
      await updateCategory(site.kv, content.emptyCategoryId, { is_active: 1 });
    });

    await t.step("a former category slug and a category at /slug move with a 301", async () => {
      await updateCategory(site.kv, content.emptyCategoryId, { slug: "prueba-vacia-nueva" });
      const moved = await get("/categoria/prueba-vacia");
      await moved.body?.cancel();
      assert.equal(moved.status, 301);
      assert.equal(moved.headers.get("location"), "/categoria/prueba-vacia-nueva");
      const bare = await get("/prueba-guisos");
      await bare.body?.cancel();
      assert.equal(bare.status, 301);
      assert.equal(bare.headers.get("location"), "/categoria/prueba-guisos");
      const wrongBase = await get("/categoria/prueba-tasajo");
      await wrongBase.body?.cancel();
      assert.equal(wrongBase.headers.get("location"), "/prueba-tasajo");
    });

    await t.step("active redirects answer with their status and count a hit; inactive ones do not", async () => {
      const permanent = await createRedirect(site.kv, {
        from_path: "/receta-vieja-de-prueba",
        to_path: "/prueba-tasajo",
      });
      const temporary = await createRedirect(site.kv, {
        from_path: "/viejo/camino/largo",
        to_path: "/categoria/prueba-guisos",
        redirect_type: 302,
      });
      const off = await createRedirect(site.kv, {
        from_path: "/apagada-prueba",
        to_path: "/prueba-tasajo",
        is_active: 0,
      });
      for (let i = 0; i < 2; i++) {
        const response = await get("/receta-vieja-de-prueba");
        await response.body?.cancel();
        assert.equal(response.status, 301);
        assert.equal(response.headers.get("location"), "/prueba-tasajo");
      }
      assert.equal((await getRedirect(site.kv, permanent.id))?.hit_count, 2);
      const answer = await get("/receta-vieja-de-prueba");
      await answer.body?.cancel();
      assert.equal(answer.headers.get("cache-control"), "no-store", "browsers must come back so hits are counted");
      const deep = await get("/viejo/camino/largo");
      await deep.body?.cancel();
      assert.equal(deep.status, 302);
      assert.equal((await getRedirect(site.kv, temporary.id))?.hit_count, 1);
      await page("/apagada-prueba", 404);
      assert.equal((await getRedirect(site.kv, off.id))?.hit_count, 0);
      const slash = await get("/prueba-tasajo/");
      await slash.body?.cancel();
      assert.equal(slash.status, 301);
      assert.equal(slash.headers.get("location"), "/prueba-tasajo");
    });

    await t.step("unknown paths and drafts show the 404 page inside the public layout", async () => {
      for (const path of ["/no-existe-nada", "/a/b/c/d", "/prueba-borrador", "/404"]) {
        const { html, text } = await page(path, 404);
        assert.match(text, /Página No Encontrada/, path);
        assert.ok(html.includes('href="/"') && html.includes('href="/search"') && html.includes('href="/contacto"'));
        assert.match(html, /data-island="SearchBox"/);
        assert.match(html, /class="site-footer"/);
        assert.match(html, /data-island="SiteHeader"/);
        assert.equal(metaOf(html, "robots"), "noindex, follow");
        assert.equal(titleOf(html), `Página No Encontrada ${SUFFIX}`);
      }
    });

    await t.step("search: accents and case ignored, counts, empty and no-result texts, noindex", async () => {
      const one = await page("/search?q=PURE%20de%20prueba%20con%20MALANGA");
      assert.match(one.text, /Resultados para PURE de prueba con MALANGA/);
      assert.match(one.text, /1 receta encontrada/);
      assert.ok(one.html.includes('href="/prueba-pure"'));
      assert.equal(metaOf(one.html, "robots"), "noindex, follow");
      assert.equal(one.response.headers.get("x-robots-tag"), "noindex");
      const many = await page("/search?q=de%20prueba");
      // Full-text search: the three published test posts (and seeded posts whose text says "prueba"), an article
      // among them, so the count says results.
      assert.match(many.text, /\d+ resultados/);
      for (const slug of ["prueba-tasajo", "prueba-pure", "prueba-cafe"]) {
        assert.ok(many.html.includes(`href="/${slug}"`));
      }
      assert.ok(!many.html.includes("prueba-borrador"));
      const none = await page("/search?q=zzzz-nada");
      assert.match(none.text, /No se encontraron resultados/);
      assert.match(none.html, /<a class="button" href="\/">Volver al inicio<\/a>/);
      const empty = await page("/search?q=%20%20");
      assert.match(empty.text, /Comienza tu búsqueda/);
      assert.match(empty.html, /data-island="SearchBox"/);
    });

    await t.step("/categorias lists active categories by position with the count and the call to action", async () => {
      const { html, text } = await page("/categorias");
      const count = Number(text.match(/(\d+) categorías? disponibles?/)?.[1]);
      const cards = [...html.matchAll(/<article class="card category-card">/g)].length;
      assert.equal(count, cards);
      assert.ok(html.includes('href="/categoria/prueba-guisos"'));
      const guisos = html.indexOf("prueba-guisos");
      const vacia = html.indexOf("prueba-vacia-nueva");
      assert.ok(guisos > 0 && vacia > guisos, "position 90 before 91");
      assert.match(html, /<a class="button" href="\/search">Buscar Recetas<\/a>/);
      assert.ok(html.includes('href="/contacto"'));
      await updateCategory(site.kv, content.emptyCategoryId, { is_active: 0 });
      const after = await page("/categorias");
      assert.ok(!after.html.includes("prueba-vacia-nueva"), "inactive categories are not listed");
      await updateCategory(site.kv, content.emptyCategoryId, { is_active: 1 });
    });

    await t.step("home: hero video and search, categories with posts, latest posts", async () => {
      const { html } = await page("/");
      assert.match(
        html,
        /<video\s+class="hero__video" muted loop playsinline preload="none" poster="\/video\/hero-poster\.webp/,
      );
      assert.match(html, /<source\s+src="\/video\/hero\.mp4\?v=\w+" type="video\/mp4"/);
      assert.match(html, /search-box--hero/);
      assert.match(html, /aria-label="Categorías"/);
      assert.ok(html.includes('href="/categoria/prueba-guisos"'));
      assert.ok(!html.includes('href="/categoria/prueba-vacia-nueva"'), "categories without posts are left out");
      const fromLatest = html.slice(html.indexOf('id="home-latest"'));
      const latest = fromLatest.slice(0, fromLatest.indexOf("</section>"));
      const expected = (await listLatestPublished(site.kv, 12)).map((post) => `/${post.slug}`);
      const shown = [...latest.matchAll(/<article class="card post-card"><a class="card__link" href="([^"]+)"/g)].map((
        m,
      ) => m[1]);
      assert.deepEqual(shown, expected, "the 12 latest published posts, newest first");
      assert.equal(titleOf(html), `Recetas Cubanas ${SUFFIX}`);
      assert.equal(canonicalOf(html), `${site.url}/`);
      assert.equal(jsonLdOf(html)[0]["@type"], "WebSite");
    });

    await t.step("contact and legal pages carry their required texts", async () => {
      const contact = await page("/contacto");
      assert.match(titleOf(contact.html), /^Contacto - .*\| Comparte tus Recetas Cubanas$/);
      assert.match(contact.html, /href="mailto:[^"]+@[^"]+"/);
      assert.match(contact.text, /24-48 horas/);
      assert.match(contact.text, /Síguenos en Instagram y Facebook/);
      assert.match(contact.html, /data-island="ContactForm"/);
      assert.equal([...contact.html.matchAll(/<details class="faq__item"/g)].length, 4);
      const today = formatDateEs(new Date().toISOString());
      const privacy = await page("/politicas-de-privacidad");
      assert.equal(privacy.response.headers.get("cache-control"), "private, no-cache");
      assert.ok(privacy.text.includes(`Última actualización: ${today}`));
      for (
        const phrase of ["nombre completo", "dirección IP", "sistema operativo", "Portabilidad", "13 años", "Cookies"]
      ) {
        assert.ok(privacy.text.includes(phrase), phrase);
      }
      assert.equal(titleOf(privacy.html), `Política de Privacidad ${SUFFIX}`);
      assert.equal(canonicalOf(privacy.html), `${site.url}/politicas-de-privacidad`);
      const terms = await page("/terminos-y-condiciones");
      assert.ok(terms.text.includes(`Última actualización: ${today}`));
      assert.equal(titleOf(terms.html), `Términos y Condiciones ${SUFFIX}`);
      assert.equal(canonicalOf(terms.html), `${site.url}/terminos-y-condiciones`);
      assert.equal(jsonLdOf(terms.html)[0]["@type"], "BreadcrumbList");
      for (
        const phrase of ["no exclusiva", "scrapers", "Alergias", "Ley aplicable", "Terminación", "Enlaces externos"]
      ) {
        assert.ok(terms.text.includes(phrase), phrase);
      }
    });

    await t.step("sitemap, robots and RSS list published content only", async () => {
      const sitemap = (await readSitemap(site.url)).pages.map((page) => page.xml).join("\n");
      for (const path of ["/", "/categorias", "/contacto", "/politicas-de-privacidad", "/terminos-y-condiciones"]) {
        assert.ok(sitemap.includes(`<loc>${site.url}${path}</loc>`), path);
      }
      assert.match(sitemap, new RegExp(`<loc>${site.url}/prueba-tasajo</loc><lastmod>[\\d-]+T`));
      assert.ok(sitemap.includes(`<loc>${site.url}/categoria/prueba-guisos</loc>`));
      assert.ok(!sitemap.includes("prueba-borrador"));
      assert.ok(!sitemap.includes("/search"));
      const robots = await get("/robots.txt");
      assert.match(robots.headers.get("content-type") ?? "", /text\/plain/);
      const robotsText = await robots.text();
      assert.match(robotsText, /Disallow: \/admin/);
      assert.ok(robotsText.includes(`Sitemap: ${site.url}/sitemap.xml`));
      const rss = await get("/rss.xml");
      assert.match(rss.headers.get("content-type") ?? "", /application\/rss\+xml/);
      const feed = await rss.text();
      const latest = await listLatestPublished(site.kv, 20);
      assert.equal([...feed.matchAll(/<item>/g)].length, latest.length);
      for (const post of latest) assert.ok(feed.includes(`<link>${site.url}/${post.slug}</link>`), post.slug);
      assert.ok(!feed.includes("prueba-borrador"));
    });

    await t.step("permalink settings move category and post pages", async () => {
      await updateSettings(site.kv, { category_base: "recetas", post_base: "receta" });
      assert.match((await page("/recetas/prueba-guisos")).text, /3 Recetas/);
      assert.ok((await page("/recetas/prueba-guisos")).html.includes('href="/receta/prueba-tasajo"'));
      assert.match((await page("/receta/prueba-tasajo")).text, /Tasajo de Prueba Criollo/);
      const old = await get("/prueba-tasajo");
      await old.body?.cancel();
      assert.equal(old.headers.get("location"), "/receta/prueba-tasajo");
      const formerBase = await get("/categoria/prueba-guisos");
      await formerBase.body?.cancel();
      assert.equal(formerBase.status, 301, "the former category base moves with a 301");
      assert.equal(formerBase.headers.get("location"), "/recetas/prueba-guisos");
      await updateSettings(site.kv, { category_base: "", post_base: "" });
      assert.match((await page("/prueba-guisos")).text, /3 Recetas/);
      await updateSettings(site.kv, { category_base: "categoria" });
    });
  } finally {
    await site.close();
  }
});
