/**
 * Printed pages, as Chromium's `page.pdf()` lays them out on A4: a short demo recipe (see {@link SHORT_RECIPE_CHARS})
 * takes exactly 1 page, any other 2 at most; an article prints its body and photo; no page prints the review list,
 * the review form, the share row, related posts or navigation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { demoPosts } from "@/lib/seed/content/index.ts";
import type { DemoRecipe } from "@/lib/seed/types.ts";
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

/**
 * A recipe is short, and must print on one page, when its ingredient lines and its steps (names and texts) come to
 * at most this many characters: about twice the mojito's 804. Every demo recipe is under it today (the longest,
 * potaje de garbanzos, has 1,400 in 14 ingredients and 6 steps); a longer one may take a second page.
 */
const SHORT_RECIPE_CHARS = 1_500;

/** Characters of a recipe's ingredient lines and steps. */
function recipeChars(recipe: DemoRecipe): number {
  return [...recipe.ingredients, ...recipe.instructions.flatMap((step) => [step.name, step.text])]
    .reduce((sum, text) => sum + text.length, 0);
}

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

Deno.test("print: short demo recipes take 1 A4 page, others 2 at most, articles print body and photo, no forms or lists", async () => {
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
      const recipes = PUBLISHED.filter((post): post is DemoRecipe => "ingredients" in post);
      assert.ok(recipes.length > 10 && Object.keys(counts).length === PUBLISHED.length);
      const short = recipes.filter((recipe) => recipeChars(recipe) <= SHORT_RECIPE_CHARS).map((recipe) => recipe.slug);
      assert.ok(short.includes("mojito"), "the mojito is short");
      const notOnOne = short.filter((slug) => counts[slug] !== 1);
      assert.deepEqual(notOnOne, [], `short recipes not on 1 page: ${JSON.stringify(counts)}`);
      const long = recipes.map((recipe) => recipe.slug).filter((slug) => counts[slug] > 2);
      assert.deepEqual(long, [], `recipes over 2 pages: ${JSON.stringify(counts)}`);
    });
  } finally {
    await site.close();
  }
});
