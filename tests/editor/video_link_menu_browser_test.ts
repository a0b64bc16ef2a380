/**
 * The Embed Video dialog and the link context menu in Chromium. Video: the
 * platforms are listed, Insert Video is disabled while empty, an unsupported
 * URL is refused with a message and inserts nothing, YouTube, Vimeo,
 * Dailymotion and direct files become the video-embed markup, Escape cancels.
 * Link menu: clicking a link offers Open Link, Edit Link and Remove Link;
 * Alt+Enter opens it from the keyboard (the link button's tooltip says so),
 * arrows move, Escape closes, Tab out of it dismisses it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { INVALID_VIDEO_URL } from "@/components/admin/VideoDialog.tsx";
import { seriousViolations } from "../support/axe.ts";
import { watchFirstMoment } from "../support/first_moment.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor, signIn, watchPage } from "../admin/admin_browser.ts";
import { editorHtml, VISUAL } from "./editor_browser.ts";

const VIDEO_DIALOG = 'dialog:has(h2:text-is("Embed Video"))';
const LINK_DIALOG = 'dialog:has(h2:text-is("Insert Link"))';
const MENU = '[role="menu"][aria-label="Link options"]';

/** The HTML the editor reports, read from the Code Editor tab (then back to the visual editor). */
async function savedHtml(page: Page): Promise<string> {
  await page.click('[role="tab"]:text-is("Code Editor")');
  const html = await page.inputValue("#post-content");
  await page.click('[role="tab"]:text-is("Visual Editor")');
  await page.locator(VISUAL).waitFor();
  return html;
}

/** Opens the Embed Video dialog, enters `url` and confirms with Enter. */
async function embed(page: Page, url: string): Promise<void> {
  await page.click('button[aria-label="Embed video"]');
  await page.locator(VIDEO_DIALOG).waitFor();
  await page.fill("#video-url", url);
  await page.keyboard.press("Enter");
}

/** Waits until the focused element's text is `text` (the menu moves the focus after it has rendered). */
async function expectFocus(page: Page, text: string): Promise<void> {
  await page.waitForFunction((text) => document.activeElement?.textContent === text, text, { timeout: 5000 });
}

Deno.test("post editor: Embed Video dialog and link menu", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      await context.route(
        "https://example.com/**",
        (route) => route.fulfill({ body: "ok", contentType: "text/plain" }),
      );
      const page = await context.newPage();
      const watch = watchPage(page);
      await signIn(page, site);
      await openEditor(page, `${site.url}/admin/posts/new`);
      await page.locator(VISUAL).click();
      await page.keyboard.type("Mira el video");

      await t.step("the dialog lists the platforms; empty is disabled; an unsupported URL is refused", async () => {
        await page.click('button[aria-label="Embed video"]');
        await page.locator(VIDEO_DIALOG).waitFor();
        const platforms = await page.locator(`${VIDEO_DIALOG} .video-platforms li`).allTextContents();
        assert.deepEqual(platforms, ["YouTube", "Vimeo", "Dailymotion", "Direct video files (.mp4, .webm, .ogg)"]);
        assert.equal(await page.isDisabled(`${VIDEO_DIALOG} button:text-is("Insert Video")`), true);
        assert.deepEqual(await seriousViolations(page), []);
        await page.fill("#video-url", "https://example.com/pagina");
        await page.keyboard.press("Enter");
        assert.equal(await page.locator("#video-url-error").textContent(), INVALID_VIDEO_URL);
        await page.fill("#video-url", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10");
        assert.equal(await page.locator("#video-url-error").count(), 0, "cleared when edited");
        await page.keyboard.press("Escape");
        await page.locator(VIDEO_DIALOG).waitFor({ state: "detached" });
        assert.doesNotMatch(await editorHtml(page), /video-embed/, "nothing inserted");
      });

      await t.step("YouTube, Vimeo, Dailymotion and a direct file become video embeds", async () => {
        await embed(page, "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10");
        await page.locator(VIDEO_DIALOG).waitFor({ state: "detached" });
        await embed(page, "https://vimeo.com/76979871");
        await embed(page, "https://www.dailymotion.com/video/x7tgad0");
        await page.click('button[aria-label="Embed video"]');
        await page.fill("#video-url", "https://cdn.example.com/clips/mojito.webm");
        await page.click(`${VIDEO_DIALOG} button:text-is("Insert Video")`);
        await page.locator(VIDEO_DIALOG).waitFor({ state: "detached" });
        assert.deepEqual(
          await page.locator(`${VISUAL} .video-embed-preview`).evaluateAll((nodes) =>
            nodes.map((node) => node.getAttribute("data-provider"))
          ),
          ["youtube", "vimeo", "dailymotion", "direct"],
        );
        const html = await savedHtml(page);
        assert.match(
          html,
          /<div class="video-embed">\s*<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ"/,
        );
        assert.match(html, /<iframe src="https:\/\/player.vimeo.com\/video\/76979871\?dnt=1"/);
        assert.match(html, /<iframe src="https:\/\/www.dailymotion.com\/embed\/video\/x7tgad0"/);
        assert.match(html, /<video src="https:\/\/cdn.example.com\/clips\/mojito.webm" controls="true"><\/video>/);
        assert.equal(await page.locator(`${VISUAL} iframe`).count(), 0, "the editor shows previews, not players");
      });

      await t.step("clicking a link opens Open Link, Edit Link, Remove Link; Open and Edit work", async () => {
        await page.locator(`${VISUAL} p`).first().click();
        await page.keyboard.press("End");
        await page.keyboard.type(" y la ");
        await page.click('button[aria-label="Insert link"]');
        await page.fill("#link-url", "https://example.com/receta");
        await page.fill("#link-text", "receta");
        await page.keyboard.press("Enter");
        await page.locator(LINK_DIALOG).waitFor({ state: "detached" });
        await page.click(`${VISUAL} a`);
        await page.locator(MENU).waitFor();
        assert.deepEqual(await page.locator(`${MENU} [role="menuitem"]`).allTextContents(), [
          "Open Link",
          "Edit Link",
          "Remove Link",
        ]);
        assert.deepEqual(await seriousViolations(page), []);
        const [opened] = await Promise.all([context.waitForEvent("page"), page.click(`${MENU} >> text=Open Link`)]);
        await opened.waitForLoadState();
        assert.equal(opened.url(), "https://example.com/receta");
        await opened.close();
        assert.equal(await page.locator(MENU).count(), 0);
        await page.bringToFront();
        await page.click(`${VISUAL} a`);
        await page.locator(MENU).waitFor();
        await page.click(`${MENU} >> text=Edit Link`);
        await page.locator(LINK_DIALOG).waitFor();
        assert.equal(await page.inputValue("#link-url"), "https://example.com/receta");
        await page.fill("#link-url", "https://example.com/otra");
        await page.keyboard.press("Enter");
        await page.locator(LINK_DIALOG).waitFor({ state: "detached" });
        assert.equal(await page.locator(`${VISUAL} a`).getAttribute("href"), "https://example.com/otra");
      });

      await t.step(
        "a quick second click on a link opens the menu again; a drag across it does not; Alt+Enter on its selected text does",
        async () => {
          const box = (await page.locator(`${VISUAL} a`).boundingBox())!;
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          await page.mouse.click(x, y);
          await page.locator(MENU).waitFor();
          await page.keyboard.press("Escape");
          await page.mouse.click(x, y);
          await page.locator(MENU).waitFor({ timeout: 5000 });
          await page.keyboard.press("Escape");
          await page.locator(MENU).waitFor({ state: "detached" });
          // Dragging across the link's text selects it; no menu.
          await page.mouse.move(box.x + 2, y);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width - 2, y, { steps: 4 });
          await page.mouse.up();
          await page.waitForFunction(() => (getSelection()?.toString().length ?? 0) > 2);
          await page.waitForTimeout(200);
          assert.equal(await page.locator(MENU).count(), 0);
          // With the link's text selected (from its first letter), Alt+Enter opens the menu.
          await page.keyboard.press("Alt+Enter");
          await page.locator(MENU).waitFor({ timeout: 5000 });
          await page.keyboard.press("Escape");
          await page.locator(MENU).waitFor({ state: "detached" });
        },
      );

      await t.step(
        "Alt+Enter right after the selection moved onto the link, before the editor read it, opens the menu",
        async () => {
          // The caret in plain text first, as the editor's state says (the toolbar's link button is not pressed).
          await page.locator(`${VISUAL} p`).first().click({ position: { x: 4, y: 4 } });
          await page.locator('button[aria-label="Insert link"][aria-pressed="false"]').waitFor();
          // The page selects the link's text and the key comes in the same task: the browser's selectionchange, on
          // which the editor reads the page's selection, has not run yet.
          await page.evaluate((visual) => {
            const text = document.querySelector(`${visual} a`)!.firstChild!;
            getSelection()!.setBaseAndExtent(text, 0, text, text.textContent!.length);
            const init = { key: "Enter", code: "Enter", altKey: true, bubbles: true, cancelable: true };
            document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", init));
          }, VISUAL);
          await page.locator(MENU).waitFor({ timeout: 5000 });
          await page.keyboard.press("Escape");
          await page.locator(MENU).waitFor({ state: "detached" });
        },
      );

      await t.step("the link button's tooltip tells of Alt+Enter", async () => {
        assert.equal(
          await page.getAttribute('button[aria-label="Insert link"]', "title"),
          "Insert link (Alt+Enter on a link opens the link menu)",
        );
      });

      await t.step("keyboard: Alt+Enter opens it, arrows move, Escape closes, Enter removes", async () => {
        await page.locator(`${VISUAL} a`).click();
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.keyboard.press("Alt+Enter");
        await page.locator(MENU).waitFor();
        await expectFocus(page, "Open Link");
        await page.keyboard.press("ArrowDown");
        await expectFocus(page, "Edit Link");
        await page.keyboard.press("ArrowUp");
        await page.keyboard.press("ArrowUp");
        await expectFocus(page, "Remove Link");
        await page.keyboard.press("Home");
        await expectFocus(page, "Open Link");
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.waitForFunction(() => document.activeElement?.classList.contains("rich-content"));
        // Tab takes the focus out of the menu, which goes with it; the focus stays where Tab took it.
        await page.keyboard.press("Alt+Enter");
        await expectFocus(page, "Open Link");
        await page.keyboard.press("Tab");
        await page.locator(MENU).waitFor({ state: "detached", timeout: 5000 });
        assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), "BODY");
        await page.locator(`${VISUAL} a`).click();
        await page.keyboard.press("Escape");
        await page.locator(MENU).waitFor({ state: "detached" });
        await page.waitForFunction(() => document.activeElement?.classList.contains("rich-content"));
        // The focus is in the menu the moment it shows, even without animation frames (a background tab).
        const atOpen = await watchFirstMoment(page, { selector: MENU });
        await page.keyboard.press("Alt+Enter");
        assert.equal((await atOpen()).focusText, "Open Link");
        await expectFocus(page, "Open Link");
        await page.keyboard.press("End");
        await expectFocus(page, "Remove Link");
        await page.keyboard.press("Enter");
        await page.locator(MENU).waitFor({ state: "detached" });
        assert.equal(await page.locator(`${VISUAL} a`).count(), 0);
        assert.match(await editorHtml(page), /y la receta<\/p>/);
      });

      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
