/**
 * The image menu and edge resizing in Chromium: clicking an image's centre
 * opens the menu (presets 25/50/75/100 %, Alt Text, Title, Replace, Delete,
 * close), the alt field starts empty for a file-name alt, Escape and Enter
 * close and reopen it from the keyboard, Tab and Shift+Tab out of it dismiss
 * it (a non-modal popover), Escape closes it wherever the focus is (back to
 * the selected image), dragging an edge resizes within
 * 100 px and the editor's width − 16, and the attributes reach the saved HTML.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { getPost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { watchFirstMoment } from "../support/first_moment.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { jpeg, openNewPost, pickFile, png, VISUAL } from "./editor_browser.ts";

const MENU = '[role="dialog"][aria-label="Image options"]';
const IMG = `${VISUAL} img`;

/** The image's box on screen. */
async function box(page: Page) {
  const rect = await page.locator(IMG).boundingBox();
  assert.ok(rect);
  return rect;
}

/** The usable width of the editor (its width minus 16 px). */
function maxWidth(page: Page): Promise<number> {
  return page.locator(VISUAL).evaluate((element) => element.clientWidth - 16);
}

/** Drags the image's right edge by `dx` pixels. */
async function dragRightEdge(page: Page, dx: number): Promise<void> {
  const rect = await box(page);
  const y = rect.y + rect.height / 2;
  await page.mouse.move(rect.x + rect.width - 5, y);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width - 5 + dx / 2, y);
  await page.mouse.move(rect.x + rect.width - 5 + dx, y);
  await page.mouse.up();
}

Deno.test("post editor: the image menu and resizing", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.fill("#post-title", "Ropa vieja");
      await page.locator(VISUAL).click();
      await page.keyboard.type("La foto:");
      await pickFile(page, 'button[aria-label="Insert image"]', "plato.jpg", await jpeg(600, 450), "image/jpeg");
      await page.locator(IMG).waitFor();
      const img = page.locator(IMG);

      await t.step("clicking the centre opens the menu; alt and title land on the image", async () => {
        const rect = await box(page);
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        await page.locator(MENU).waitFor();
        for (const text of ["25%", "50%", "75%", "100%", "Replace", "Delete"]) {
          assert.equal(await page.locator(`${MENU} button:text-is("${text}")`).count(), 1, text);
        }
        assert.equal(await page.inputValue(`${MENU} label:has-text("Alt Text") input`), "");
        assert.deepEqual(await seriousViolations(page), []);
        await page.fill(`${MENU} label:has-text("Alt Text") input`, "IMG_2041.jpg");
        assert.equal(await img.getAttribute("alt"), "IMG_2041.jpg");
        await page.click(`${MENU} button[aria-label="Close image menu"]`);
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        await page.locator(MENU).waitFor();
        assert.equal(await page.inputValue(`${MENU} label:has-text("Alt Text") input`), "", "a file name starts empty");
        await page.fill(`${MENU} label:has-text("Alt Text") input`, "Plato de ropa vieja");
        await page.fill(`${MENU} label:has-text("Title") input`, "Ropa vieja servida");
        assert.equal(await img.getAttribute("alt"), "Plato de ropa vieja");
        assert.equal(await img.getAttribute("title"), "Ropa vieja servida");
      });

      await t.step("width presets: a share of the editor's width, height in proportion", async () => {
        const max = await maxWidth(page);
        for (const percent of [50, 25, 100, 75]) {
          await page.click(`${MENU} button:text-is("${percent}%")`);
          const width = Math.max(100, Math.round((max * percent) / 100));
          assert.equal(await img.getAttribute("width"), String(width), `${percent}%`);
          assert.equal(await img.getAttribute("height"), String(Math.round((width * 450) / 600)));
        }
      });

      await t.step("keyboard: Escape closes to the selected image, Enter reopens with the focus inside", async () => {
        await page.focus(`${MENU} label:has-text("Title") input`);
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.waitForFunction(() => document.activeElement?.classList.contains("rich-content"), undefined, {
          timeout: 5000,
        });
        assert.match((await img.getAttribute("class")) ?? "", /ProseMirror-selectednode/);
        await page.keyboard.press("Enter");
        await page.locator(MENU).waitFor();
        await page.waitForFunction(() => document.activeElement?.textContent === "25%", undefined, { timeout: 5000 });
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute("placeholder")),
          "Describe the image",
        );
        await page.keyboard.press("End");
        await page.keyboard.type(" cubana");
        assert.equal(await img.getAttribute("alt"), "Plato de ropa vieja cubana");
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        assert.equal(await page.locator(`${VISUAL} img`).count(), 1, "Enter did not replace the image");
      });

      await t.step("keyboard: Tab or Shift+Tab out of the menu dismisses it, the focus going on", async () => {
        await page.keyboard.press("Enter");
        await page.locator(MENU).waitFor();
        await page.waitForFunction(() => document.activeElement?.textContent === "25%", undefined, { timeout: 5000 });
        await page.keyboard.press("Shift+Tab");
        await page.locator(MENU).waitFor({ state: "detached", timeout: 5000 });
        assert.ok(await page.evaluate(() => document.activeElement?.classList.contains("rich-content")));

        await page.keyboard.press("Enter");
        await page.locator(MENU).waitFor();
        await page.waitForFunction(() => document.activeElement?.textContent === "25%", undefined, { timeout: 5000 });
        const focusable = await page.locator(`${MENU} button, ${MENU} input`).count();
        for (let i = 1; i < focusable; i++) await page.keyboard.press("Tab");
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Delete", "still inside");
        const atLeave = await watchFirstMoment(page, { selector: MENU, gone: true });
        await page.keyboard.press("Tab");
        await page.locator(MENU).waitFor({ state: "detached", timeout: 5000 });
        const moment = await atLeave();
        assert.doesNotMatch(moment.focusClass, /rich-content/, "the focus is not pulled back into the editor");
        assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), "BODY");
      });

      await t.step("Escape closes the menu while the focus is outside it, back to the selected image", async () => {
        const rect = await box(page);
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        await page.locator(MENU).waitFor();
        await page.focus('button[aria-label="Align right"]');
        assert.equal(await page.locator(MENU).count(), 1, "moving the focus elsewhere from the editor keeps it");
        const atClose = await watchFirstMoment(page, { selector: MENU, gone: true });
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached", timeout: 5000 });
        assert.match((await atClose()).focusClass, /\brich-content\b/);
        assert.match((await img.getAttribute("class")) ?? "", /ProseMirror-selectednode/);
      });

      await t.step("dragging the right edge resizes, clamped to 100 px and the editor's width − 16", async () => {
        const max = await maxWidth(page);
        const start = Math.round((await box(page)).width);
        await dragRightEdge(page, -150);
        assert.equal(await img.getAttribute("width"), String(start - 150));
        assert.equal(await img.getAttribute("height"), String(Math.round(((start - 150) * 450) / 600)));
        assert.equal(await page.locator(MENU).count(), 0, "an edge drag does not open the menu");
        await dragRightEdge(page, -2000);
        assert.equal(await img.getAttribute("width"), "100");
        await dragRightEdge(page, 3000);
        assert.equal(await img.getAttribute("width"), String(max));
      });

      await t.step("a quick second click on the image opens the menu again", async () => {
        const rect = await box(page);
        const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
        await page.mouse.click(x, y);
        await page.locator(MENU).waitFor();
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.mouse.click(x, y);
        await page.locator(MENU).waitFor({ timeout: 5000 });
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
      });

      await t.step("Replace keeps alt, title and width; the saved HTML has every attribute", async () => {
        const before = await img.getAttribute("src");
        const width = await img.getAttribute("width");
        const rect = await box(page);
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        await pickFile(page, `${MENU} button:text-is("Replace")`, "nueva.png", await png(400, 200), "image/png");
        await page.waitForFunction(
          (old) => document.querySelector(".rich-content img")?.getAttribute("src") !== old,
          before,
        );
        assert.equal(await img.getAttribute("width"), width);
        assert.equal(await img.getAttribute("height"), String(Math.round(Number(width) / 2)));
        assert.equal(await img.getAttribute("alt"), "Plato de ropa vieja cubana");
        await page.fill("#post-slug", "ropa-vieja");
        await page.click('button:has-text("Save Draft")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const content = (await getPost(site.kv, id))?.post.content ?? "";
        assert.match(
          content,
          new RegExp(
            `<img src="/media/posts/content/[\\w-]+\\.webp" alt="Plato de ropa vieja cubana" title="Ropa vieja servida" ` +
              `width="${width}" height="${Math.round(Number(width) / 2)}" class="max-w-full h-auto rounded-lg" />`,
          ),
        );
      });

      await t.step("Delete removes the image", async () => {
        const rect = await box(page);
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        await page.click(`${MENU} button:text-is("Delete")`);
        await page.locator(MENU).waitFor({ state: "detached" });
        assert.equal(await page.locator(IMG).count(), 0);
      });

      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
