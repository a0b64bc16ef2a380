/**
 * The Media Library in Chromium: several files uploaded at once (picker and drag and drop) with a progress bar
 * each and a summary, the details panel, search and the unused filter, deletion of a used and an unused image,
 * the deletion failure alert, and axe with the panel and the confirm dialog open.
 */
import assert from "node:assert/strict";
import { mediaUsageNow } from "../support/snapshot.ts";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { getMediaByUrl } from "@/lib/db/media.ts";
import { deleteMediaFile } from "@/lib/services/delete_media.ts";
import { formatBytes } from "@/lib/format/format_bytes.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";
import { gradientImage, HTML_PAYLOAD, noisePng } from "./images.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

/** Records every value each upload progress bar shows, by file name. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (globalThis as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll(".upload-row")) {
        const name = row.querySelector(".upload-name")!.textContent!;
        const value = Number(row.querySelector("progress")!.value);
        const list = seen[name] ??= [];
        if (list.at(-1) !== value) list.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

Deno.test("media library in the browser: upload, details, filters and deletion", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
      const page = await context.newPage();
      const watch = watchPage(page);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/media`);
      await waitForIsland(page, "AdminMediaLibrary");
      const tiles = page.locator(".media-tile");

      await t.step("three files by the picker: a progress bar each, one refused, and a summary", async () => {
        const big = await noisePng(700, 700);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: 512 * 1024,
        });
        await recordProgress(page);
        await page.setInputFiles(".media-uploader input[type=file]", [
          { name: "tamales-en-hoja.png", mimeType: "image/png", buffer: Buffer.from(big) },
          { name: "not-really.png", mimeType: "image/png", buffer: Buffer.from(HTML_PAYLOAD) },
          { name: "mojo-criollo.png", mimeType: "image/png", buffer: Buffer.from(await gradientImage(640, 480)) },
        ]);
        await page.locator(".upload-summary", { hasText: "2 of 3 files uploaded, 1 failed." }).waitFor();
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await page.locator(".toast", { hasText: "Failed to upload files" }).waitFor();
        assert.equal(
          await page.locator(".upload-row", { hasText: "not-really.png" }).locator(".upload-state").textContent(),
          "Please upload an image file",
        );
        const seen = await page.evaluate(() =>
          (globalThis as unknown as { progressSeen: Record<string, number[]> }).progressSeen
        );
        const big_progress = seen["tamales-en-hoja.png"];
        assert.ok(big_progress.some((value) => value > 0 && value < 100), `partial progress: ${big_progress}`);
        assert.equal(big_progress.at(-1), 100);
        assert.equal(await page.locator(".upload-done").count(), 2);
        await tiles.nth(1).waitFor();
        assert.deepEqual(await tiles.locator(".media-tile__name").allTextContents(), [
          "mojo-criollo.webp",
          "tamales-en-hoja.webp",
        ]);
        assert.equal(await tiles.first().locator("img").getAttribute("loading"), "lazy");
      });

      await t.step("a file dropped on the drop zone is uploaded too", async () => {
        const bytes = Array.from(await gradientImage(300, 300, "jpeg"));
        const data = await page.evaluateHandle((bytes) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], "yuca-frita.jpg", { type: "image/jpeg" }));
          return transfer;
        }, bytes);
        await page.dispatchEvent(".media-uploader .drop-zone", "drop", { dataTransfer: data });
        await page.locator(".upload-summary", { hasText: "1 of 1 file uploaded." }).waitFor();
        await tiles.nth(2).waitFor();
        assert.equal(await tiles.first().locator(".media-tile__name").textContent(), "yuca-frita.webp");
      });

      await t.step("the details panel shows the image's facts and copies its URL", async () => {
        await tiles.filter({ hasText: "mojo-criollo" }).click();
        const panel = page.locator(".media-details");
        await panel.waitFor();
        const url = await panel.locator("#media-url").inputValue();
        assert.match(url, /\/media\/posts\/content\/mojo-criollo\.webp$/);
        const item = (await getMediaByUrl(site.kv, new URL(url).pathname))!;
        const facts = await panel.locator(".media-facts").innerText();
        for (
          const fact of ["640 × 480 px", formatBytes(item.size), "image/webp", "mojo criollo", "Not used anywhere"]
        ) {
          assert.ok(facts.includes(fact), `${fact} in ${facts}`);
        }
        await panel.locator("button", { hasText: "Copy" }).click();
        await panel.locator(".hint", { hasText: "URL copied" }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("search by post and the unused filter", async () => {
        await savePostFromInput(site.kv, {
          title: "Ropa Vieja Habanera",
          status: "published",
          content: `<p>Receta</p><img src="/media/posts/content/mojo-criollo.webp" alt="Mojo">`,
        }, AUTHOR);
        await page.fill("#media-search", "habanera");
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 1);
        assert.equal(await tiles.locator(".media-tile__name").textContent(), "mojo-criollo.webp");
        await page.fill("#media-search", "");
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 3);
        await page.check(".media-toolbar input[type=checkbox]");
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 2);
        assert.equal(await tiles.filter({ hasText: "mojo-criollo" }).count(), 0);
        await page.uncheck(".media-toolbar input[type=checkbox]");
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 3);
      });

      await t.step("deleting a used image names where it is used first", async () => {
        await tiles.filter({ hasText: "mojo-criollo" }).click();
        await page.locator(".media-details", { hasText: 'post "Ropa Vieja Habanera" (content)' }).waitFor();
        await page.click(".media-details button.btn-danger");
        const dialog = page.locator("dialog.confirm-dialog");
        await dialog.waitFor();
        assert.match(await dialog.innerText(), /This image is used in post "Ropa Vieja Habanera" \(content\)/);
        assert.deepEqual(await seriousViolations(page), []);
        await dialog.locator("button", { hasText: "Delete" }).click();
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 2);
        assert.equal(await getMediaByUrl(site.kv, "/media/posts/content/mojo-criollo.webp"), null);
        assert.equal(await site.media.exists("posts/content/mojo-criollo.webp"), false);
      });

      await t.step("deleting an unused image asks plainly and removes it", async () => {
        await tiles.filter({ hasText: "yuca-frita" }).click();
        await page.click(".media-details button.btn-danger");
        const dialog = page.locator("dialog.confirm-dialog");
        assert.match(await dialog.innerText(), /Delete yuca-frita\.webp\? This cannot be undone\./);
        await dialog.locator("button", { hasText: "Delete" }).click();
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 1);
        assert.equal(await site.media.exists("posts/content/yuca-frita.webp"), false);
      });

      await t.step("a deletion that fails raises 'Failed to delete image'", async () => {
        await deleteMediaFile(site.kv, site.media, "posts/content/tamales-en-hoja.webp", {
          usage: () => mediaUsageNow(site.kv),
        });
        await tiles.filter({ hasText: "tamales-en-hoja" }).click();
        await page.click(".media-details button.btn-danger");
        await page.locator("dialog.confirm-dialog button", { hasText: "Delete" }).click();
        await page.locator(".toast", { hasText: "Failed to delete image" }).waitFor();
        await page.waitForFunction(() => document.querySelectorAll(".media-tile").length === 0);
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          "400 POST /api/upload",
          "404 POST /api/media/delete",
          "404 GET /media/posts/content/tamales-en-hoja.webp",
        ],
      });
    });
  } finally {
    await site.close();
  }
});
