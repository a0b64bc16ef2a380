/**
 * The Permissions-Policy as a real browser reads it: Chromium knows every feature the header names (no console
 * error), refuses the switched-off features to the page, and keeps the screen wake lock that cook mode asks for.
 */
import assert from "node:assert/strict";
import { watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("Chromium keeps the wake lock for the site, and refuses camera, microphone and location", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage();
      const errors = watchConsole(page);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (/Permissions-Policy header|Unrecognized feature/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(`${site.url}/`);
      const allowed = await page.evaluate(() => {
        // deno-lint-ignore no-explicit-any
        const policy = (document as any).featurePolicy;
        return Object.fromEntries(
          ["screen-wake-lock", "fullscreen", "camera", "microphone", "geolocation", "usb", "payment"]
            .map((feature) => [feature, policy.allowsFeature(feature) as boolean]),
        );
      });
      assert.deepEqual(allowed, {
        "screen-wake-lock": true,
        fullscreen: true,
        camera: false,
        microphone: false,
        geolocation: false,
        usb: false,
        payment: false,
      });
      const denied = await page.evaluate(() =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(() => resolve("granted"), (error) => resolve(String(error.code)))
        )
      );
      assert.equal(denied, "1", "PERMISSION_DENIED without a prompt");
      assert.deepEqual(warnings, [], "every feature in the header is one Chromium knows");
      assert.deepEqual(errors.filter((error) => !/Geolocation access has been blocked/.test(error)), []);
    });
  } finally {
    await site.close();
  }
});
