/**
 * Accessibility of the public pages: axe-core runs in Chromium on the home,
 * a recipe, a category, search, contact and 404 pages (after the islands
 * hydrate) and must find no serious or critical violation.
 */
import assert from "node:assert/strict";
import { listCategories } from "@/lib/db/categories.ts";
import { listPosts } from "@/lib/snapshot/post_listing.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";

Deno.test("public pages have no serious or critical accessibility violations", async (t) => {
  const site = await startSite({ seed: true });
  try {
    await createTestContent(site.kv);
    const recipes = (await listPosts(site.kv, { status: "published", limit: 50 })).posts
      .filter((post) => post.content_type === "recipe" && !post.slug.startsWith("prueba-"));
    const category = (await listCategories(site.kv, { withPostCount: true }))
      .find((c) => (c.post_count ?? 0) > 0 && !c.slug.startsWith("prueba-"));
    const paths = [
      "/",
      "/prueba-tasajo",
      ...(recipes[0] ? [`/${recipes[0].slug}`] : []),
      "/categoria/prueba-guisos",
      ...(category ? [`/categoria/${category.slug}`] : []),
      "/categoria/prueba-vacia",
      "/categorias",
      "/search?q=prueba",
      "/search?q=nada-de-nada",
      "/contacto",
      "/politicas-de-privacidad",
      "/pagina-que-no-existe",
    ];
    await withBrowser(async (browser) => {
      for (const [width, height] of [[1280, 900], [375, 740]]) {
        // axe is injected as an inline script, which the site's Content-Security-Policy refuses.
        const page = await browser.newPage({ viewport: { width, height } });
        for (const path of paths) {
          await t.step(`${path} at ${width} px`, async () => {
            await page.goto(`${site.url}${path}`);
            assert.deepEqual(await seriousViolations(page), []);
          });
        }
        await page.close();
      }
    });
  } finally {
    await site.close();
  }
});
