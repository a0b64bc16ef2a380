/**
 * Smaller public-site rules in Chromium, at the sizes where they were seen: the submenu chevron is a 24×24 target at
 * least (desktop), and the phone's "Ingredientes / Pasos" bar never covers the review form.
 */
import assert from "node:assert/strict";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("reader details in the browser: chevron target size, mini-bar off the review form", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await desktop.goto(`${site.url}/`, { waitUntil: "load" });
      const carets = await desktop.locator(".site-menu__caret").evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { width: box.width, height: box.height };
        })
      );
      assert.ok(carets.length > 0, "the demo menu has submenus");
      for (const box of carets) assert.ok(box.width >= 24 && box.height >= 24, JSON.stringify(box));

      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.goto(`${site.url}/ropa-vieja`, { waitUntil: "load" });
      assert.equal(await phone.locator(".recipe-minibar").isVisible(), true);
      const form = phone.locator("#opiniones form").first();
      await form.scrollIntoViewIfNeeded();
      for (const align of ["start", "end"] as const) {
        await form.evaluate((element, block) => element.scrollIntoView({ block }), align);
        const overlap = await phone.evaluate(() => {
          const bar = document.querySelector(".recipe-minibar")!.getBoundingClientRect();
          const box = document.querySelector("#opiniones form")!.getBoundingClientRect();
          return Math.max(0, Math.min(bar.bottom, box.bottom) - Math.max(bar.top, box.top));
        });
        assert.equal(overlap, 0, `the bar covers ${overlap}px of the review form (${align})`);
      }
    });
  } finally {
    await site.close();
  }
});
