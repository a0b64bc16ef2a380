/**
 * Smaller public-site rules over HTTP: related posts prefer the main category's siblings and are "Artículos
 * relacionados" under an article, a font's HEAD gives its length, a slug in any case redirects to the post,
 * `/categoria/` answers, "Actualizado" never repeats the publication day, and an empty category is not indexed.
 */
import assert from "node:assert/strict";
import { startSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";
import { MAX_TITLE_LENGTH } from "@/lib/seo/meta.ts";
import { DEFAULT_SETTINGS } from "@/lib/schemas/settings.ts";
import { demoPosts } from "@/lib/seed/content/index.ts";
import { ABOUT_SLUG } from "@/lib/seed/content/articles.ts";
import { metaOf, titleOf } from "./html.ts";

const SUFFIX = DEFAULT_SETTINGS.site_description;
import { readSitemap } from "./sitemap_reader.ts";

Deno.test("reader details: related, font HEAD, slug case, /categoria/, empty category", async (t) => {
  const site = await startSite({ seed: true });
  const get = (path: string, init?: RequestInit) => fetch(`${site.url}${path}`, { redirect: "manual", ...init });
  const html = async (path: string) => await (await get(path)).text();
  const relatedOf = (page: string) => page.split('id="related-title"')[1] ?? "";
  try {
    await t.step("related: main-category siblings first; articles' are 'Artículos relacionados'", async () => {
      const ropaVieja = relatedOf(await html("/ropa-vieja"));
      assert.ok(ropaVieja.startsWith(">Recetas relacionadas<"), ropaVieja.slice(0, 60));
      assert.ok(ropaVieja.includes('href="/vaca-frita"'), "vaca frita shares ropa vieja's main category (res)");
      const article = relatedOf(await html("/historia-de-la-cocina-cubana"));
      assert.ok(article.startsWith(">Artículos relacionados<"), article.slice(0, 60));
    });

    await t.step("the footer links the 'Sobre nosotros' article", async () => {
      const footer = (await html("/")).split('class="site-footer"')[1] ?? "";
      assert.match(footer, new RegExp(`<a href="/${ABOUT_SLUG}">Sobre nosotros</a>`));
      const about = await html(`/${ABOUT_SLUG}`);
      assert.match(about, /<article class="post post--article">/);
      assert.match(about, /<h1 class="post__title">Sobre nosotros<\/h1>/);
    });

    await t.step("'Más recetas con' links only ingredients other recipes share", async () => {
      const chipsOf = (page: string) =>
        [...(page.split('id="recetas-con"')[1] ?? "").matchAll(/<a class="chip" href="([^"]+)">([^<]+)<\/a>/g)]
          .map(([, href, word]) => ({ href: href.replaceAll("&amp;", "&"), word }));
      const chips = [...chipsOf(await html("/ropa-vieja")), ...chipsOf(await html("/pure-de-malanga"))];
      assert.ok(chips.length >= 3, JSON.stringify(chips));
      for (const chip of chips) {
        const found = (await html(chip.href)).match(/class="card post-card"/g)?.length ?? 0;
        assert.ok(found >= 2, `${chip.word}: ${found} result(s)`);
      }
    });

    await t.step("HEAD of a font answers its real content-length", async () => {
      const href = (await html("/")).match(/href="(\/fonts\/[^"]+\.woff2)"/)?.[1];
      assert.ok(href);
      const bytes = (await (await get(href)).arrayBuffer()).byteLength;
      const head = await get(href, { method: "HEAD" });
      await head.body?.cancel();
      assert.equal(head.status, 200);
      assert.ok(bytes > 1000);
      assert.equal(head.headers.get("content-length"), String(bytes));
    });

    await t.step("a slug in any case moves to the post with a 301", async () => {
      for (const path of ["/MOJITO", "/Ropa-Vieja"]) {
        const response = await get(path);
        await response.body?.cancel();
        assert.equal(response.status, 301, path);
        assert.equal(response.headers.get("location"), path.toLowerCase());
      }
      const unknown = await get("/NO-EXISTE-ESTO");
      await unknown.body?.cancel();
      assert.equal(unknown.status, 404);
    });

    await t.step("/categoria/ does not lead to a 404", async () => {
      let response = await get("/categoria/");
      for (let hops = 0; hops < 3 && response.status === 301; hops++) {
        await response.body?.cancel();
        response = await get(response.headers.get("location")!);
      }
      await response.body?.cancel();
      assert.equal(response.status, 200);
    });

    await t.step("a title over 70 characters leaves the tagline suffix off", async () => {
      const published = demoPosts.filter((post) => (post.status ?? "published") === "published");
      const long = published.filter((post) => [...`${post.meta_title} | ${SUFFIX}`].length > MAX_TITLE_LENGTH);
      const short = published.filter((post) => !long.includes(post));
      assert.ok(long.length > 0 && short.length > 0);
      assert.equal(titleOf(await html(`/${long[0].slug}`)), long[0].meta_title);
      assert.equal(titleOf(await html(`/${short[0].slug}`)), `${short[0].meta_title} | ${SUFFIX}`);
    });

    await createTestContent(site.kv);
    await t.step("an empty category is noindex and out of the sitemap", async () => {
      const empty = await html("/categoria/prueba-vacia");
      assert.match(metaOf(empty, "robots") ?? "", /noindex/);
      assert.doesNotMatch(metaOf(await html("/categoria/prueba-guisos"), "robots") ?? "", /noindex/);
      const sitemap = (await readSitemap(site.url)).pages.map((page) => page.xml).join("\n");
      assert.ok(!sitemap.includes("/categoria/prueba-vacia<"));
      assert.ok(sitemap.includes("/categoria/prueba-guisos<"));
    });
  } finally {
    await site.close();
  }
});
