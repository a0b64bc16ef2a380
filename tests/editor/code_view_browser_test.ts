/**
 * The Code Editor tab and the editor's counters in Chromium: switching to
 * code shows the HTML formatted and selects the text selected in the visual
 * editor; code typed there is loaded back into the visual editor, which
 * reports its HTML; the word counter; the undo history (typing grouped until
 * a 500 ms pause, at most 100 steps kept plus ProseMirror's slack of 20).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { getPost } from "@/lib/db/posts.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { editorHtml, openNewPost, VISUAL } from "./editor_browser.ts";

const CODE = "#post-content";

/** The Code Editor's selected text. */
function codeSelection(page: Page): Promise<string> {
  return page.locator(CODE).evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd)
  );
}

/** Switches to the tab named `name`. */
async function tab(page: Page, name: "Visual Editor" | "Code Editor"): Promise<void> {
  await page.click(`[role="tab"]:text-is("${name}")`);
  if (name === "Visual Editor") await page.locator(VISUAL).waitFor();
}

Deno.test("post editor: Code Editor round trip, word counter, undo history", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site, (page) => page.clock.install());
      await page.fill("#post-title", "Ropa vieja");
      await page.fill("#post-slug", "ropa-vieja");

      await t.step("switching to code: formatted HTML with the visual selection selected", async () => {
        await page.locator(VISUAL).click();
        await page.selectOption('select[aria-label="Block type"]', "2");
        await page.keyboard.type("Ropa vieja");
        await page.keyboard.press("Enter");
        await page.keyboard.type("La carne & el sofrito");
        await page.keyboard.press("Enter");
        await page.click('button[aria-label="Bullet list"]');
        await page.keyboard.type("uno");
        await page.keyboard.press("Enter");
        await page.keyboard.type("el sofrito");
        // Select "el sofrito" of the paragraph (the second occurrence in the document is the list's).
        await page.locator(`${VISUAL} p`).first().click();
        await page.keyboard.press("End");
        for (let i = 0; i < "el sofrito".length; i++) await page.keyboard.press("Shift+ArrowLeft");
        await tab(page, "Code Editor");
        const code = await page.inputValue(CODE);
        assert.equal(
          code,
          [
            "<h2>Ropa vieja</h2>",
            "<p>La carne &amp; el sofrito</p>",
            "<ul>",
            "  <li>",
            "    <p>uno</p>",
            "  </li>",
            "  <li>",
            "    <p>el sofrito</p>",
            "  </li>",
            "</ul>",
          ].join("\n"),
        );
        assert.equal(await codeSelection(page), "el sofrito");
        const start = await page.locator(CODE).evaluate((area: HTMLTextAreaElement) => area.selectionStart);
        assert.equal(start, code.indexOf("el sofrito</p>\n<ul>"), "the paragraph's, not the list's");
      });

      await t.step("a selection across markup and entities is found too", async () => {
        await tab(page, "Visual Editor");
        await page.locator(`${VISUAL} h2`).click();
        await page.keyboard.press("End");
        for (let i = 0; i < "vieja".length; i++) await page.keyboard.press("ArrowLeft");
        for (let i = 0; i < "vieja".length + 1 + "La carne".length; i++) await page.keyboard.press("Shift+ArrowRight");
        await tab(page, "Code Editor");
        assert.equal(await codeSelection(page), "vieja</h2>\n<p>La carne");
      });

      await t.step("code typed there loads into the visual editor, which reports its HTML", async () => {
        await page.fill(CODE, "<p>Nuevo   <em>texto</em> aquí</p>\n\n  <h3>Fin</h3>");
        assert.equal(await page.locator(".word-count").textContent(), "4 words");
        await tab(page, "Visual Editor");
        assert.equal(await editorHtml(page), "<p>Nuevo <em>texto</em> aquí</p><h3>Fin</h3>");
        await page.click('button:has-text("Save Draft")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        assert.equal(
          (await getPost(site.kv, id))?.post.content,
          '<p>Nuevo <em>texto</em> aquí</p><h3 id="fin">Fin</h3>',
        );
      });

      await t.step("word counter: '1 word' and 'N words'", async () => {
        await page.locator(VISUAL).click();
        await page.keyboard.press("Control+a");
        await page.keyboard.press("Delete");
        assert.equal(await page.locator(".word-count").textContent(), "0 words");
        await page.keyboard.type("Hola");
        assert.equal(await page.locator(".word-count").textContent(), "1 word");
        await page.keyboard.type(" mundo");
        assert.equal(await page.locator(".word-count").textContent(), "2 words");
      });

      await t.step("undo: typing within 500 ms is one step, a longer pause starts another", async () => {
        await page.keyboard.press("Control+a");
        await page.keyboard.press("Delete");
        await page.clock.fastForward(1000);
        await page.keyboard.insertText("uno");
        await page.keyboard.insertText(" dos");
        await page.clock.fastForward(600);
        await page.keyboard.insertText(" tres");
        await page.keyboard.press("Control+z");
        assert.equal(await editorHtml(page), "<p>uno dos</p>");
        await page.keyboard.press("Control+z");
        assert.doesNotMatch(await editorHtml(page), /uno/);
      });

      await t.step("undo: the history keeps at most 120 steps and cuts back to 100", async () => {
        for (let i = 0; i < 125; i++) {
          await page.clock.fastForward(600);
          await page.keyboard.insertText(`w${i} `);
        }
        for (let i = 0; i < 130; i++) await page.keyboard.press("Control+z");
        const left = ((await page.locator(VISUAL).textContent()) ?? "").trim().split(/\s+/).filter(Boolean);
        assert.deepEqual(left, left.map((_, i) => `w${i}`), "the oldest steps stay");
        const undone = 125 - left.length;
        assert.ok(undone >= 100 && undone <= 120, `${undone} steps undone`);
      });

      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
