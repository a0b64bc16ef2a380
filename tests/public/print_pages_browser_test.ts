/**
 * Printed pages, as Chromium's `page.pdf()` lays them out on A4: every demo recipe takes 2 pages at most (1 when it
 * fits), and no page prints the review list, the review form, the share row, related posts or navigation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { demoPosts } from "@/lib/seed/content/index.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

/** Pages of a PDF Chromium wrote (each page is one uncompressed `/Type /Page` object). */
function pdfPages(pdf: Uint8Array): number {
  return new TextDecoder("latin1").decode(pdf).match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/** Selectors of `list` that print (laid out with a height under print media). */
function printedOf(page: Page, list: string[]): Promise<string[]> {
  return page.evaluate(
    (selectors) =>
      selectors.filter((selector) =>
        [...document.querySelectorAll(selector)].some((element) => element.getBoundingClientRect().height > 0)
      ),
    list,
  );
}

const PUBLISHED = demoPosts.filter((post) => (post.status ?? "published") === "published");

const NEVER_PRINTED = [
  ".reviews",
  "form",
  ".share-links",
  ".related-recipes",
  "nav",
  ".site-header",
  ".site-footer",
  ".recipe-minibar",
];

Deno.test("print: demo recipes take 2 A4 pages at most, articles print body and photo, no forms or lists", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
      const counts: Record<string, number> = {};
      for (const post of PUBLISHED) {
        await page.goto(`${site.url}/${post.slug}`, { waitUntil: "load" });
        await page.emulateMedia({ media: "print" });
        assert.deepEqual(await printedOf(page, NEVER_PRINTED), [], `${post.slug} prints none of these`);
        const shown = await printedOf(page, [".post__image img", ".post__title", ".post__content p", ".recipe-card"]);
        if ("ingredients" in post) {
          assert.deepEqual(shown, [".post__image img", ".post__title", ".recipe-card"], post.slug);
        } else {
          assert.deepEqual(shown, [".post__image img", ".post__title", ".post__content p"], post.slug);
        }
        counts[post.slug] = pdfPages(await page.pdf({ format: "A4", printBackground: false }));
      }
      const recipes = PUBLISHED.filter((post) => "ingredients" in post).map((post) => post.slug);
      assert.ok(recipes.length > 10 && Object.keys(counts).length === PUBLISHED.length);
      const long = recipes.filter((slug) => counts[slug] > 2);
      assert.deepEqual(long, [], `recipes over 2 pages: ${JSON.stringify(counts)}`);
    });
  } finally {
    await site.close();
  }
});
