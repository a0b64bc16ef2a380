/**
 * Public-site rules in Chromium: four ~450 px carousel columns on wide screens, home browsing grids without a lone
 * card or an empty column, a short mouse drag on a card opening its post, one current header entry on /categorias,
 * and category pages beyond 100 posts.
 */
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { createPost } from "@/lib/db/posts.ts";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

const AUTHOR = { id: "author-paging", name: "Ana Prueba" };
const CATEGORY_POSTS = 105;

/** Widths of the first cards of a carousel and the gaps between them. */
function cardGeometry(carousel: Locator): Promise<{ widths: number[]; gaps: number[] }> {
  return carousel.evaluate((element) => {
    const cards = [...element.querySelectorAll<HTMLElement>(".carousel__track > rc-slot > *")].slice(0, 4);
    const boxes = cards.map((card) => card.getBoundingClientRect());
    return {
      widths: boxes.map((box) => box.width),
      gaps: boxes.slice(1).map((box, i) => box.left - boxes[i].right),
    };
  });
}

Deno.test("public site rules: carousel columns and drag, current header entry, category paging", async (t) => {
  const site = await startSite({ seed: true });
  try {
    const { category } = await createCategory(site.kv, { name: "Muchas de Prueba", slug: "prueba-muchas" });
    const published = Date.UTC(2024, 0, 1);
    for (let i = 0; i < CATEGORY_POSTS; i++) {
      await createPost(site.kv, {
        title: `Receta paginada ${i}`,
        slug: `prueba-paginada-${i}`,
        status: "published",
        published_at: new Date(published + i * 60_000).toISOString(),
        category_ids: [category.id],
      }, AUTHOR);
    }
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1000 } });
      const errors = watchConsole(page);

      await t.step("at 1920 px both home carousels show 4 columns of ~450 px cards 32 px apart", async () => {
        await page.goto(`${site.url}/`);
        await hydrateAllIslands(page); // the second carousel sits below the fold: it hydrates when reached
        const carousels = page.locator(".carousel[data-enhanced]");
        await carousels.nth(1).waitFor();
        for (let i = 0; i < 2; i++) {
          const carousel = carousels.nth(i);
          const columns = await carousel.evaluate((el) => getComputedStyle(el).getPropertyValue("--carousel-cols"));
          assert.equal(columns, "4");
          const { widths, gaps } = await cardGeometry(carousel);
          for (const width of widths) assert.ok(Math.abs(width - 450) <= 12, `card width ${width}`);
          for (const gap of gaps) assert.ok(Math.abs(gap - 32) < 1, `gap ${gap}`);
        }
      });

      await t.step("the home page's browsing grids fill their rows: no lone card, no empty column", async () => {
        const grids = await page.locator(".home-grid").evaluateAll((elements) =>
          elements.map((grid) => {
            const box = grid.getBoundingClientRect();
            const cards = [...grid.children].map((card) => card.getBoundingClientRect());
            return {
              count: cards.length,
              tops: cards.map((c) => c.top),
              right: box.right,
              lastRight: cards.at(-1)!.right,
            };
          })
        );
        assert.ok(grids.length >= 2, "quick recipes and category sections");
        for (const grid of grids) {
          assert.equal(new Set(grid.tops).size, 1, `${grid.count} cards in one row`);
          if (grid.count > 1) assert.ok(Math.abs(grid.right - grid.lastRight) < 1, "the row spans the grid");
        }
      });

      await t.step("a short mouse drag on a card opens its post, also when released beside it", async () => {
        const carousel = page.locator(".carousel[data-enhanced]").nth(1);
        await carousel.scrollIntoViewIfNeeded();
        await page.emulateMedia({ reducedMotion: "reduce" });
        await carousel.locator(".carousel__track").evaluate((track) => {
          const box = track.getBoundingClientRect();
          const y = box.top + box.height / 2;
          const init = { bubbles: true, pointerType: "touch", isPrimary: true, pointerId: 3 };
          track.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: box.left + 300, clientY: y }));
          track.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: box.left + 200, clientY: y }));
        });
        await page.waitForFunction((el) => (el as HTMLElement).dataset.page === "1", await carousel.elementHandle());
        const card = carousel.locator(".carousel__track > rc-slot > *").nth(4);
        const href = await card.evaluate((el) => (el.matches("a") ? el : el.querySelector("a"))!.getAttribute("href"));
        await page.waitForTimeout(200);
        const box = (await card.boundingBox())!;
        // Starts near the card's right edge, so the release lands in the gap beside it.
        const x = box.x + box.width - 8;
        const y = box.y + box.height / 3;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + 30, y + 4, { steps: 6 });
        await Promise.all([page.waitForURL((url) => url.pathname === href), page.mouse.up()]);
        await page.emulateMedia({ reducedMotion: "no-preference" });
      });

      await t.step("on /categorias only the 'Categorías' header entry is current", async () => {
        await page.goto(`${site.url}/categorias`);
        await page.waitForFunction(() => document.querySelector(".site-header [aria-current]") !== null);
        const current = page.locator('.site-header [aria-current="page"]');
        assert.equal(await current.count(), 1);
        assert.equal(await current.textContent(), "Categorías");
      });

      await t.step("a category with 105 posts shows 100 and pages on with ?pagina=2", async () => {
        const path = "/categoria/prueba-muchas";
        await page.goto(`${site.url}${path}`);
        assert.equal(await page.textContent(".category-hero__count"), "105 Recetas");
        assert.equal(await page.locator(".card-grid > *").count(), 100);
        assert.equal(await page.getAttribute('link[rel="canonical"]', "href"), `${site.url}${path}`);
        assert.equal(await page.getAttribute('link[rel="next"]', "href"), `${site.url}${path}?pagina=2`);
        assert.equal(await page.locator('link[rel="prev"]').count(), 0);
        assert.equal(await page.textContent('.category-pagination [aria-current="page"]'), "1");

        await Promise.all([page.waitForURL(/\?pagina=2$/), page.click('.category-pagination a[rel="next"]')]);
        assert.equal(await page.locator(".card-grid > *").count(), 5);
        assert.equal(await page.textContent(".card-grid > * h3"), "Receta paginada 4");
        assert.equal(await page.getAttribute('link[rel="canonical"]', "href"), `${site.url}${path}?pagina=2`);
        assert.equal(await page.getAttribute('link[rel="prev"]', "href"), `${site.url}${path}`);
        assert.equal(await page.locator('link[rel="next"]').count(), 0);
        assert.match(await page.title(), /Página 2/);
        const lists = await page.$$eval(
          'script[type="application/ld+json"]',
          (nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "null")).flat(),
        );
        const itemList = lists.find((doc) => doc?.["@type"] === "ItemList");
        assert.equal(itemList.numberOfItems, 105, "the item list counts the whole category");
        assert.deepEqual(
          itemList.itemListElement.map((item: { position: number }) => item.position),
          [101, 102, 103, 104, 105],
          "page 2 goes on numbering from page 1",
        );

        const again = await fetch(`${site.url}${path}?pagina=2`);
        await again.body?.cancel();
        assert.equal(again.headers.get("x-cache"), "HIT", "page 2 is cached under its own key");
        const beyond = await fetch(`${site.url}${path}?pagina=3`);
        await beyond.body?.cancel();
        assert.equal(beyond.status, 404);
        const first = await fetch(`${site.url}${path}?pagina=1`, { redirect: "manual" });
        await first.body?.cancel();
        assert.equal(first.status, 301);
        assert.equal(new URL(first.headers.get("location")!, site.url).pathname, path);
      });

      assert.deepEqual(errors, []);
    });
  } finally {
    await site.close();
  }
});
