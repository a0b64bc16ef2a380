/**
 * Images in the visual editor, in Chromium: the toolbar's file picker uploads
 * at once (WebP within 1920 px, 'Image optimized! n% smaller'), a file over
 * 4 MB gets the red toast and no upload, pasted and dropped files and pasted
 * `data:` images are uploaded too, and a saved draft holds only stored URLs.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { getPost } from "@/lib/db/posts.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import {
  base64,
  dropFile,
  editorHtml,
  jpeg,
  lastToast,
  openNewPost,
  paste,
  pickFile,
  png,
  VISUAL,
} from "./editor_browser.ts";

const STORED = /^\/media\/posts\/content\/[\w-]+\.webp$/;

Deno.test("post editor: inserting, pasting and dropping images uploads them", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const uploads: string[] = [];
      const { page, watch } = await openNewPost(browser, site, (page) => {
        page.on("request", (request) => {
          if (request.url().endsWith("/api/upload")) uploads.push(request.method());
        });
      });
      await page.fill("#post-title", "Fotos del flan");
      await page.locator(VISUAL).click();
      await page.keyboard.type("Antes de la foto.");

      await t.step("toolbar: picked file uploaded as WebP within 1920 px, with the optimized toast", async () => {
        await pickFile(
          page,
          'button[aria-label="Insert image"]',
          "Flan Casero.jpg",
          await jpeg(2400, 1600),
          "image/jpeg",
        );
        const img = page.locator(`${VISUAL} img`).first();
        await img.waitFor();
        const src = (await img.getAttribute("src")) ?? "";
        assert.match(src, STORED);
        assert.equal(await img.getAttribute("width"), "1920");
        assert.equal(await img.getAttribute("height"), "1280");
        assert.match((await img.getAttribute("class")) ?? "", /^max-w-full h-auto rounded-lg\b/);
        const toast = await lastToast(page);
        assert.match(toast.text, /^Image optimized! \d+% smaller$/);
        assert.equal(toast.type, "success");
        assert.ok(Number(toast.text.match(/\d+/)![0]) > 0, "WebP is smaller than the JPEG");
        const response = await page.request.get(`${site.url}${src}`);
        assert.equal(response.headers()["content-type"], "image/webp");
        const meta = await sharp(await response.body()).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ["webp", 1920, 1280]);
        assert.deepEqual(uploads.splice(0), ["POST"]);
      });

      await t.step("a file over 4 MB: the red toast, nothing uploaded", async () => {
        const big = new Uint8Array(4 * 1024 * 1024 + 1);
        await pickFile(page, 'button[aria-label="Insert image"]', "enorme.jpg", big, "image/jpeg");
        const toast = await lastToast(page);
        assert.equal(toast.text, "Image too large! Maximum size is 4MB. Your image is 4 MB");
        assert.equal(toast.type, "error");
        assert.deepEqual(uploads, []);
        assert.equal(await page.locator(`${VISUAL} img`).count(), 1);
      });

      const images = page.locator(`${VISUAL} img`);
      /** Puts the caret at the end of the first paragraph (an image selected would be replaced by a paste). */
      const caretInText = async () => {
        await page.locator(`${VISUAL} p`).first().click();
        await page.keyboard.press("End");
      };

      await t.step("busy while uploading; a file the pipeline refuses gives the spec's alert", async () => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/api/upload", async (route) => {
          await held;
          await route.continue();
        });
        const alerts: string[] = [];
        page.on("dialog", (dialog) => {
          alerts.push(dialog.message());
          dialog.accept().catch(() => {});
        });
        const notAnImage = new TextEncoder().encode("<html><body>no soy una imagen</body></html>");
        await pickFile(page, 'button[aria-label="Insert image"]', "falsa.png", notAnImage, "image/png");
        await page.locator('[role="status"]:text-is("Uploading image...")').waitFor();
        assert.equal(await page.getAttribute('button[aria-label="Insert image"]', "aria-disabled"), "true");
        release();
        await page.locator('[role="status"]:text-is("Uploading image...")').waitFor({ state: "detached" });
        await page.unroute("**/api/upload");
        assert.deepEqual(alerts, ["Failed to process image. Please try again."]);
        assert.equal(await page.locator(`${VISUAL} img`).count(), 1, "nothing inserted");
        uploads.splice(0);
      });

      await t.step("a pasted image file is uploaded and inserted", async () => {
        await caretInText();
        await paste(page, { file: { name: "pegada.png", type: "image/png", base64: base64(await png(300, 200)) } });
        const pasted = page.locator(`${VISUAL} img[width="300"]`);
        await pasted.waitFor();
        assert.match((await pasted.getAttribute("src")) ?? "", STORED);
        assert.equal(await images.count(), 2);
      });

      await t.step("pasted HTML with a data: image: uploaded, no base64 left", async () => {
        await caretInText();
        const data = `data:image/png;base64,${base64(await png(120, 80))}`;
        await paste(page, { html: `<p>Pegado con <strong>foto</strong></p><img src="${data}" alt="Plato">` });
        await page.waitForFunction(
          (selector) => {
            const images = Array.from(document.querySelectorAll(`${selector} img`));
            return images.length === 3 && images.every((img) => img.getAttribute("src")!.startsWith("/media/"));
          },
          VISUAL,
        );
        const html = await editorHtml(page);
        assert.doesNotMatch(html, /data:/);
        assert.match(html, /<img src="\/media\/posts\/content\/plato\.webp" alt="Plato" width="120" height="80"/);
      });

      await t.step("a dropped image file is uploaded and inserted", async () => {
        await dropFile(page, { name: "soltada.png", type: "image/png", base64: base64(await png(200, 100)) });
        const dropped = page.locator(`${VISUAL} img[width="200"]`);
        await dropped.waitFor();
        assert.match((await dropped.getAttribute("src")) ?? "", STORED);
        assert.equal(await images.count(), 4);
      });

      await t.step("the saved draft holds the stored images and no base64", async () => {
        await page.fill("#post-slug", "fotos-del-flan");
        await page.click('button:has-text("Save Draft")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const content = (await getPost(site.kv, id))?.post.content ?? "";
        assert.equal(content.match(/<img /g)?.length, 4);
        assert.doesNotMatch(content, /data:|base64/);
        assert.match(
          content,
          /<img src="\/media\/posts\/content\/[\w-]+\.webp" alt="" width="1920" height="1280" class=/,
        );
      });

      assertNoUnexpectedFailures(watch, { responses: ["400 POST /api/upload"] });
    });
  } finally {
    await site.close();
  }
});
