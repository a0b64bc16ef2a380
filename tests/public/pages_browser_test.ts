/**
 * The public site in Chromium: redirects, the 404 page, the 'Actualizado'
 * rule, table-of-contents anchors, category counts, search through the hero
 * box, structured data, and the sitemap, robots and RSS documents.
 */
import assert from "node:assert/strict";
import { listCategories } from "@/lib/db/categories.ts";
import { createRedirect, getRedirect } from "@/lib/db/redirects.ts";
import { watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";

/** Console errors other than the browser's report of a page answered with 404 on purpose. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
}

Deno.test("public pages work in a real browser", async (t) => {
  const site = await startSite({ seed: true });
  try {
    await createTestContent(site.kv);
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchConsole(page);

      await t.step("an active redirect lands on its target and counts one hit", async () => {
        const redirect = await createRedirect(site.kv, { from_path: "/tasajo-antiguo", to_path: "/prueba-tasajo" });
        const response = await page.goto(`${site.url}/tasajo-antiguo`);
        assert.equal(new URL(page.url()).pathname, "/prueba-tasajo");
        assert.equal(response?.status(), 200);
        assert.equal(await page.textContent("h1"), "Tasajo de Prueba Criollo");
        assert.equal((await getRedirect(site.kv, redirect.id))?.hit_count, 1);
        await page.goto(`${site.url}/tasajo-antiguo`);
        assert.equal((await getRedirect(site.kv, redirect.id))?.hit_count, 2);
      });

      await t.step("an unknown address shows the 404 page with its links and search box", async () => {
        const response = await page.goto(`${site.url}/esta-pagina-no-existe`);
        assert.equal(response?.status(), 404);
        assert.equal(await page.textContent("h1"), "Página No Encontrada");
        assert.ok(await page.isVisible('main a[href="/"]'));
        assert.ok(await page.isVisible('main a[href="/search"]'));
        assert.ok(await page.isVisible('main a[href="/contacto"]'));
        await page.fill("#search-page", "tasajo de prueba");
        await Promise.all([page.waitForURL(/\/search\?q=/), page.press("#search-page", "Enter")]);
        assert.match(await page.textContent("h1") ?? "", /Resultados para tasajo de prueba/);
      });

      await t.step("'Actualizado' shows for a late update and not for one within the hour", async () => {
        await page.goto(`${site.url}/prueba-tasajo`);
        assert.equal(await page.locator(".post__updated").count(), 1);
        assert.match(await page.textContent(".post__updated") ?? "", /^Actualizado: \d{1,2} de \p{L}+ de \d{4}$/u);
        assert.match(await page.textContent(".post__date") ?? "", /^Publicado el \d{1,2} de \p{L}+ de \d{4}$/u);
        await page.goto(`${site.url}/prueba-pure`);
        assert.equal(await page.locator(".post__date").count(), 1);
        assert.equal(await page.locator(".post__updated").count(), 0);
      });

      await t.step("a table-of-contents link scrolls its heading into view below the fixed header", async () => {
        await page.goto(`${site.url}/prueba-tasajo`);
        assert.equal(await page.textContent(".toc__title"), "En este artículo");
        await page.click('.toc a[href="#como-servirlo"]');
        await page.waitForFunction(() => {
          const heading = document.getElementById("como-servirlo");
          const top = heading?.getBoundingClientRect().top ?? -1;
          return location.hash === "#como-servirlo" && top >= 0 && top < innerHeight / 2;
        });
        const state = await page.evaluate(() => {
          const heading = document.getElementById("como-servirlo")!;
          const header = document.querySelector(".site-header")!.getBoundingClientRect();
          return {
            target: document.querySelector(":target")?.id,
            tag: heading.tagName,
            headingTop: heading.getBoundingClientRect().top,
            headerBottom: header.bottom,
            scrolled: scrollY,
          };
        });
        assert.equal(state.target, "como-servirlo");
        assert.equal(state.tag, "H2");
        assert.ok(state.scrolled > 0);
        assert.ok(state.headingTop >= state.headerBottom, "heading is not hidden under the header");
      });

      await t.step("category pages show their count, cards and the empty text", async () => {
        await page.goto(`${site.url}/categoria/prueba-guisos`);
        assert.equal(await page.textContent(".category-hero__count"), "3 Recetas");
        assert.equal(await page.locator(".card-grid .post-card").count(), 3);
        await page.goto(`${site.url}/categoria/prueba-vacia`);
        assert.equal(await page.textContent(".category-hero__count"), "0 Recetas");
        assert.equal(await page.textContent(".empty-state"), "No hay recetas en esta categoría todavía.");
        const demo = (await listCategories(site.kv, { withPostCount: true })).find((c) =>
          (c.post_count ?? 0) === 1 && !c.slug.startsWith("prueba-")
        );
        if (demo) {
          await page.goto(`${site.url}/categoria/${demo.slug}`);
          assert.equal(await page.textContent(".category-hero__count"), "1 Receta");
        }
      });

      await t.step("searching from the home hero ignores accents and case", async () => {
        await page.goto(`${site.url}/`);
        await page.fill("#search-hero", "PURE de prueba");
        await Promise.all([page.waitForURL(/\/search\?q=/), page.click(".search-box--hero button[type=submit]")]);
        assert.equal((await page.textContent("h1"))?.replace(/\s+/g, " ").trim(), "Resultados para PURE de prueba");
        // Full-text search: the title match ranks first; the count is the number of results shown.
        assert.equal(await page.textContent(".card-grid .card__title"), "Puré de Prueba con Malanga");
        assert.equal(await page.textContent(".page-hero__count"), await countText(page, "recetas"));
        await page.goto(`${site.url}/search?q=de+prueba`);
        assert.ok((await page.locator(".card-grid .card").count()) >= 3, "every test post matches 'de prueba'");
        assert.equal(await page.textContent(".page-hero__count"), await countText(page, "resultados"));
        await page.goto(`${site.url}/search?q=xyzzy-nada`);
        assert.ok(await page.isVisible("text=No se encontraron resultados"));
        await page.goto(`${site.url}/search`);
        assert.ok(await page.isVisible("text=Comienza tu búsqueda"));
        assert.equal(await page.getAttribute('meta[name="robots"]', "content"), "noindex, follow");
      });

      await t.step("the recipe's JSON-LD parses and has the Recipe properties", async () => {
        await page.goto(`${site.url}/prueba-tasajo`);
        const blocks = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((e) => e.textContent));
        const nodes = blocks.map((b) => JSON.parse(b ?? ""));
        const recipe = nodes.find((n) => n["@type"] === "Recipe");
        assert.ok(recipe, "a Recipe node");
        for (
          const key of [
            "name",
            "image",
            "author",
            "datePublished",
            "description",
            "prepTime",
            "cookTime",
            "totalTime",
            "recipeYield",
            "recipeCategory",
            "recipeCuisine",
            "recipeIngredient",
            "recipeInstructions",
            "nutrition",
            "video",
          ]
        ) {
          assert.ok(key in recipe, key);
        }
        assert.equal(recipe.nutrition["@type"], "NutritionInformation");
        assert.ok(nodes.some((n) => n["@type"] === "BreadcrumbList"));
      });

      await t.step("sitemap, robots and RSS respond with published posts and no drafts", async () => {
        for (
          const [path, type] of [
            ["/sitemap.xml?pagina=1", /xml/],
            ["/robots.txt", /text\/plain/],
            ["/rss.xml", /rss\+xml/],
          ]
        ) {
          const response = await page.goto(`${site.url}${path}`);
          assert.equal(response?.status(), 200, String(path));
          assert.match(response?.headers()["content-type"] ?? "", type as RegExp);
          const body = await response!.text();
          if (path !== "/robots.txt") {
            assert.ok(body.includes(`${site.url}/prueba-tasajo`), `${path} lists a published post`);
            assert.ok(!body.includes("prueba-borrador"), `${path} leaves drafts out`);
          } else {
            assert.match(body, /Disallow: \/admin/);
          }
        }
      });

      await t.step("without JavaScript, pages render and the search form still works", async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const plain = await context.newPage();
        await plain.goto(`${site.url}/`);
        // Without script the hero video stays on its poster: nothing starts it, nothing is fetched.
        assert.equal(await plain.locator(".hero video[muted][loop][poster][preload=none]:not([autoplay])").count(), 1);
        assert.ok(await plain.locator(".carousel .post-card").count() > 0);
        await plain.fill("#search-hero", "tasajo de prueba");
        await Promise.all([plain.waitForURL(/\/search\?q=tasajo/), plain.press("#search-hero", "Enter")]);
        assert.equal(await plain.textContent(".card-grid .card__title"), "Tasajo de Prueba Criollo");
        await plain.goto(`${site.url}/prueba-tasajo`);
        await plain.click('.toc a[href="#el-salado"]');
        assert.equal(new URL(plain.url()).hash, "#el-salado");
        await plain.goto(`${site.url}/contacto`);
        await plain.click(".faq__item summary");
        assert.ok(await plain.isVisible(".faq__item p"), "FAQ answers open without script");
        await context.close();
      });

      assert.deepEqual(unexpected(errors), []);
    });
  } finally {
    await site.close();
  }
});

/**
 * The search page's count text for the results the page shows, all recipes ('1 receta encontrada', 'N recetas
 * encontradas') or recipes and articles ('N resultados').
 */
async function countText(page: import("playwright-core").Page, kind: "recetas" | "resultados"): Promise<string> {
  const n = await page.locator(".card-grid .card").count();
  if (kind === "resultados") return `${n} resultados`;
  return n === 1 ? "1 receta encontrada" : `${n} recetas encontradas`;
}
