/**
 * The recipe card in Chromium: each ingredient has one marker (its checkbox, no list bullet).
 */
import assert from "node:assert/strict";
import { watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("each ingredient shows its checkbox as its only marker", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(`${site.url}/ropa-vieja`, { waitUntil: "load" });
      const items = page.locator(".recipe-card__ingredients li");
      assert.ok(await items.count() >= 5);
      const markers = await items.evaluateAll((list) =>
        list.map((li) => ({
          bullet: getComputedStyle(li).listStyleType,
          checkboxes: li.querySelectorAll("input[type=checkbox]").length,
        }))
      );
      for (const marker of markers) assert.deepEqual(marker, { bullet: "none", checkboxes: 1 });
      assert.deepEqual(errors, []);
      await context.close();
    });
  } finally {
    await site.close();
  }
});
