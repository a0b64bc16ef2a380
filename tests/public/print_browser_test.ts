/**
 * Printing, with Chromium's print media emulation: an article prints its photo and body; a recipe prints its photo,
 * facts and card (not the story) and no step, ingredient or nutrition label is split across pages.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

/** Computed display, visibility and break-inside of the first element matching each selector. */
function printed(page: Page, selectors: string[]) {
  return page.evaluate((list) =>
    Object.fromEntries(list.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return [selector, null];
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [selector, {
        display: style.display,
        visibility: style.visibility,
        breakInside: style.breakInside,
        shown: style.display !== "none" && style.visibility !== "hidden" && box.height > 0,
      }];
    })), selectors);
}

Deno.test("print media: articles print their body, recipes their photo and unsplit steps", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
      const errors = watchConsole(page);
      await page.emulateMedia({ media: "print" });

      await page.goto(`${site.url}/historia-de-la-cocina-cubana`, { waitUntil: "load" });
      const article = await printed(page, [
        ".post__content",
        ".post__content p",
        ".post__image img",
        ".post__title",
        ".site-header",
        ".share-links",
      ]);
      assert.equal(article[".post__content"]?.shown, true, "the article's body prints");
      assert.equal(article[".post__content p"]?.shown, true);
      assert.equal(article[".post__image img"]?.shown, true, "its photo prints");
      assert.equal(article[".post__title"]?.shown, true);
      assert.equal(article[".site-header"]?.display, "none");
      assert.equal(article[".share-links"]?.display, "none");

      await page.goto(`${site.url}/ropa-vieja`, { waitUntil: "load" });
      const recipe = await printed(page, [
        ".post__image img",
        ".post__content",
        ".recipe-card__steps li",
        ".recipe-card__ingredients li",
        ".nutrition-label",
        ".recipe-actions",
        ".related-recipes",
      ]);
      assert.equal(recipe[".post__image img"]?.shown, true, "the recipe's photo prints");
      assert.equal(recipe[".post__content"]?.display, "none", "the story does not, to keep the recipe compact");
      assert.equal(recipe[".recipe-card__steps li"]?.breakInside, "avoid", "no step split across pages");
      assert.equal(recipe[".recipe-card__ingredients li"]?.breakInside, "avoid");
      assert.equal(recipe[".nutrition-label"]?.breakInside, "avoid");
      assert.equal(recipe[".recipe-actions"]?.display, "none");
      assert.equal(recipe[".related-recipes"]?.display, "none");
      const photoHeight = await page.locator(".post__image img").evaluate((img) => img.getBoundingClientRect().height);
      assert.ok(photoHeight <= 5.5 * 96 / 2.54 + 1, `compact photo: ${photoHeight}px`);

      await page.emulateMedia({ media: "screen" });
      assert.equal((await printed(page, [".post__content"]))[".post__content"]?.display, "block");
      assert.deepEqual(errors, []);
    });
  } finally {
    await site.close();
  }
});
