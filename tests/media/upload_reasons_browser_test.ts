/**
 * The Media screen on a phone (390×844) in Chromium: a batch of several files where some fail shows, on each failed
 * file's row, why — over the 4 MB limit (found before sending: no request goes out), not an image (the server's
 * content check) or no answer (the request aborted on the way) — while the other file uploads; axe stays at 0.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";
import { gradientImage, HTML_PAYLOAD } from "./images.ts";

/** The reason shown on the row of `name`. */
function reason(page: Page, name: string): Promise<string | null> {
  return page.locator(".upload-row", { hasText: name }).locator(".upload-state").textContent();
}

Deno.test("media upload on a phone: each failed file says why, the others upload", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const watch = watchPage(page);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/media`);
      await waitForIsland(page, "AdminMediaLibrary");

      const sent: string[] = [];
      await page.route("**/api/upload", async (route) => {
        const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
        const name = body.match(/filename="([^"]+)"/)?.[1] ?? "";
        sent.push(name);
        if (name === "sin-red.png") await route.abort("failed");
        else await route.continue();
      });

      await page.setInputFiles(".media-uploader input[type=file]", [
        { name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(4 * 1024 * 1024 + 1) },
        { name: "sin-red.png", mimeType: "image/png", buffer: Buffer.from(await gradientImage(320, 240)) },
        { name: "no-es-imagen.png", mimeType: "image/png", buffer: Buffer.from(HTML_PAYLOAD) },
        { name: "mojo-criollo.png", mimeType: "image/png", buffer: Buffer.from(await gradientImage(640, 480)) },
      ]);
      await page.locator(".upload-summary", { hasText: "1 of 4 files uploaded, 3 failed." }).waitFor();
      await page.locator(".toast", { hasText: "Failed to upload files" }).waitFor();

      assert.equal(await reason(page, "enorme.png"), "Image too large! Maximum size is 4MB. Your image is 4 MB");
      assert.equal(await reason(page, "sin-red.png"), "Network error: the upload got no answer");
      assert.equal(await reason(page, "no-es-imagen.png"), "Please upload an image file");
      assert.equal(await reason(page, "mojo-criollo.png"), "Uploaded");
      assert.deepEqual(sent, ["sin-red.png", "no-es-imagen.png", "mojo-criollo.png"], "the oversize file is not sent");
      assert.equal(await page.locator(".upload-failed").count(), 3);
      await page.locator(".media-tile", { hasText: "mojo-criollo" }).waitFor();
      assert.equal(await page.locator(".media-tile").count(), 1);

      const reasons = page.locator(".upload-row", { hasText: "sin-red.png" }).locator(".upload-state");
      const box = (await reasons.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the reason is on screen: ${JSON.stringify(box)}`);
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        "no sideways scroll",
      );
      assert.deepEqual(await seriousViolations(page), [], "axe with the failed rows on screen");

      assertNoUnexpectedFailures(watch, {
        responses: ["400 POST /api/upload", "0 POST /api/upload"],
        errors: [/net::ERR_FAILED/],
      });
    });
  } finally {
    await site.close();
  }
});
