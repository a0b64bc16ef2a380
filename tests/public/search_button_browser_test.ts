/** The hero's search button looks active even while the box is empty (when, as the spec says, it is disabled). */
import assert from "node:assert/strict";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("the hero's Buscar button keeps its colours while the search box is empty", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = watchConsole(page);
      await page.goto(`${site.url}/`, { waitUntil: "load" });
      await hydrateAllIslands(page);
      const button = page.locator(".search-box--hero .search-box__button");
      const look = () =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return { opacity: style.opacity, background: style.backgroundColor, color: style.color };
        });
      assert.equal(await button.isDisabled(), true, "empty: disabled, as the spec says");
      const empty = await look();
      await page.fill("#search-hero", "arroz");
      assert.equal(await button.isDisabled(), false);
      await page.mouse.move(0, 0);
      assert.deepEqual(empty, await look(), "the same look empty and filled");
      assert.equal(empty.opacity, "1");
      assert.deepEqual(errors, []);
    });
  } finally {
    await site.close();
  }
});
