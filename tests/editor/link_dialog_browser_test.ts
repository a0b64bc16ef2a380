/**
 * The Insert Link dialog in Chromium: OK disabled while the URL is empty, a
 * refused scheme, Enter to confirm with new tab and nofollow, Escape to
 * cancel, a link inserted with its own text, an existing link read back and
 * removed by clearing its URL, and no serious accessibility violation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { watchFirstMoment } from "../support/first_moment.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";
import { LINK_URL_ERROR } from "@/components/admin/LinkDialog.tsx";

const DIALOG = 'dialog:has(h2:text-is("Insert Link"))';

/** HTML of the visual editor. */
function html(page: Page): Promise<string> {
  return page.locator(".rich-content").innerHTML();
}

/** Opens the dialog from the toolbar and waits for it. */
async function openDialog(page: Page): Promise<void> {
  await page.click('button[aria-label="Insert link"]');
  await page.locator(DIALOG).waitFor();
}

Deno.test("post editor: the Insert Link dialog", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.locator(".rich-content").click();
      await page.keyboard.type("Lee la receta");
      for (let i = 0; i < "receta".length; i++) await page.keyboard.press("Shift+ArrowLeft");

      await t.step("OK is disabled while the URL is empty; a refused scheme keeps the dialog open", async () => {
        await openDialog(page);
        assert.equal(await page.inputValue("#link-text"), "receta");
        assert.equal(await page.isDisabled(`${DIALOG} button:text-is("OK")`), true);
        assert.deepEqual(await seriousViolations(page), []);
        await page.fill("#link-url", "javascript:alert(1)");
        assert.equal(await page.isDisabled(`${DIALOG} button:text-is("OK")`), false);
        await page.keyboard.press("Enter");
        assert.equal(await page.locator("#link-url-error").textContent(), LINK_URL_ERROR);
        assert.equal(await page.locator(DIALOG).isVisible(), true);
      });

      await t.step("Enter confirms: new tab gives noopener noreferrer, nofollow is added", async () => {
        await page.fill("#link-url", "https://example.com/receta");
        assert.equal(await page.locator("#link-url-error").count(), 0, "cleared when edited");
        await page.check('label:has-text("Open in new tab") input');
        await page.check('label:has-text("Add nofollow") input');
        await page.focus("#link-url");
        await page.keyboard.press("Enter");
        await page.locator(DIALOG).waitFor({ state: "detached" });
        assert.equal(
          await html(page),
          '<p>Lee la <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/receta">' +
            "receta</a></p>",
        );
      });

      await t.step("Escape cancels", async () => {
        await page.keyboard.press("End");
        const before = await html(page);
        await openDialog(page);
        await page.fill("#link-url", "https://example.com/otra");
        // The caret is back in the editor the moment the dialog goes, even without animation frames.
        const atClose = await watchFirstMoment(page, { selector: "dialog.link-dialog", gone: true });
        await page.keyboard.press("Escape");
        await page.locator(DIALOG).waitFor({ state: "detached" });
        assert.match((await atClose()).focusClass, /\brich-content\b/);
        assert.equal(await html(page), before);
      });

      await t.step("with no selection the link text is inserted, linked; mailto and site paths pass", async () => {
        await page.keyboard.type(" y ");
        await openDialog(page);
        assert.equal(await page.inputValue("#link-text"), "");
        await page.fill("#link-url", "/otra-receta");
        await page.fill("#link-text", "otra");
        await page.click(`${DIALOG} button:text-is("OK")`);
        await page.locator(DIALOG).waitFor({ state: "detached" });
        assert.match(await html(page), /receta<\/a> y <a href="\/otra-receta">otra<\/a><\/p>$/);
        await page.keyboard.press("End");
        await page.keyboard.type(" ");
        await openDialog(page);
        await page.fill("#link-url", "mailto:cocina@example.com");
        await page.keyboard.press("Enter");
        await page.locator(DIALOG).waitFor({ state: "detached" });
        assert.match(await html(page), /<a href="mailto:cocina@example.com">mailto:cocina@example.com<\/a><\/p>$/);
      });

      await t.step("an existing link is read back; an empty URL removes it", async () => {
        await page.click('.rich-content a[href="https://example.com/receta"]');
        await openDialog(page);
        assert.equal(await page.inputValue("#link-url"), "https://example.com/receta");
        assert.equal(await page.inputValue("#link-text"), "receta");
        assert.equal(await page.isChecked('label:has-text("Open in new tab") input'), true);
        assert.equal(await page.isChecked('label:has-text("Add nofollow") input'), true);
        await page.fill("#link-url", "");
        assert.equal(await page.isDisabled(`${DIALOG} button:text-is("OK")`), false, "OK removes the link");
        await page.click(`${DIALOG} button:text-is("OK")`);
        await page.locator(DIALOG).waitFor({ state: "detached" });
        assert.match(await html(page), /^<p>Lee la receta y <a href="\/otra-receta">otra<\/a>/);
      });

      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
