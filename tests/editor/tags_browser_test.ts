/**
 * The post editor's tags panel in Chromium: tags added with Enter, with a comma and by pasting a list, refused text
 * kept with its reason, removed with a chip's button (by keyboard) and with Backspace in the empty box, saved with
 * the post, shown again on reopening and on the public post and tag pages, and axe finds nothing serious.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { getPost, updatePost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";

const INPUT = "#post-tags-input";

/** The chips' texts, in order. */
function chips(page: Page): Promise<string[]> {
  return page.locator(".tag-chip > span").allTextContents();
}

/** The panel's screen-reader announcement. */
function announcement(page: Page): Promise<string | null> {
  return page.locator('.tags-panel [aria-live="polite"]').textContent();
}

Deno.test("post editor tags: Enter, comma and paste add; button and Backspace remove; saved and reloaded", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.fill("#post-title", "Yuca con mojo");

      await t.step("Enter adds the typed tag; a comma adds what comes before it", async () => {
        await page.click(INPUT);
        await page.keyboard.type("  Yuca ");
        await page.keyboard.press("Enter");
        assert.deepEqual(await chips(page), ["Yuca"]);
        assert.equal(await page.inputValue(INPUT), "");
        assert.equal(await announcement(page), "Added tag Yuca");
        await page.keyboard.type("Mojo criollo,Plát");
        assert.deepEqual(await chips(page), ["Yuca", "Mojo criollo"]);
        assert.equal(await page.inputValue(INPUT), "Plát", "the text after the comma is still being typed");
        await page.keyboard.type("ano maduro,");
        assert.deepEqual(await chips(page), ["Yuca", "Mojo criollo", "Plátano maduro"]);
        assert.equal(await page.inputValue(INPUT), "");
      });

      await t.step(
        "a tag the post has (any case or accent) or one too long stays in the box with the reason",
        async () => {
          await page.keyboard.type("YÚCA");
          await page.keyboard.press("Enter");
          assert.deepEqual(await chips(page), ["Yuca", "Mojo criollo", "Plátano maduro"]);
          assert.equal(await page.inputValue(INPUT), "YÚCA");
          assert.equal(await page.locator("#post-tags-error").textContent(), '"Yuca" is already a tag of this post');
          assert.equal(await page.getAttribute(INPUT, "aria-invalid"), "true");
          await page.fill(INPUT, "x".repeat(51));
          await page.keyboard.press("Enter");
          assert.match(await page.locator("#post-tags-error").textContent() ?? "", /at most 50 characters/);
          assert.deepEqual(await chips(page), ["Yuca", "Mojo criollo", "Plátano maduro"]);
          await page.fill(INPUT, "");
          assert.equal(await page.locator("#post-tags-error").count(), 0, "typing clears the reason");
        },
      );

      await t.step("no serious accessibility violations with tags and a refused entry", async () => {
        await page.fill(INPUT, "Yuca");
        await page.keyboard.press("Enter");
        assert.deepEqual(await seriousViolations(page), []);
        await page.fill(INPUT, "");
      });

      await t.step("a chip's remove button works from the keyboard and gives the focus back to the box", async () => {
        await page.focus(INPUT);
        // Backwards from the box: the last chip's remove button, then the one before it.
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Shift+Tab");
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
          "Remove tag Mojo criollo",
        );
        await page.keyboard.press("Enter");
        assert.deepEqual(await chips(page), ["Yuca", "Plátano maduro"]);
        assert.equal(await page.evaluate(() => document.activeElement?.id), "post-tags-input");
        assert.equal(await announcement(page), "Removed tag Mojo criollo");
      });

      await t.step("Backspace in the empty box removes the last tag; in text it only deletes a letter", async () => {
        await page.keyboard.type("Ar");
        await page.keyboard.press("Backspace");
        assert.deepEqual(await chips(page), ["Yuca", "Plátano maduro"]);
        assert.equal(await page.inputValue(INPUT), "A");
        await page.keyboard.press("Backspace");
        await page.keyboard.press("Backspace");
        assert.deepEqual(await chips(page), ["Yuca"]);
        assert.equal(await announcement(page), "Removed tag Plátano maduro");
      });

      await t.step(
        "a list put in at once (as a paste does) adds each tag, the Add tag button the last one",
        async () => {
          await page.fill(INPUT, "Acompañantes, Nochebuena, ");
          assert.deepEqual(await chips(page), ["Yuca", "Acompañantes", "Nochebuena"]);
          await page.fill(INPUT, "Fiestas");
          await page.click('.tags-panel button:has-text("Add tag")');
          assert.deepEqual(await chips(page), ["Yuca", "Acompañantes", "Nochebuena", "Fiestas"]);
        },
      );

      let id = "";
      await t.step("Save Draft stores the tags; the reopened editor shows them", async () => {
        await page.click('button:has-text("Save Draft")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        assert.deepEqual((await getPost(site.kv, id))?.post.tags, ["Yuca", "Acompañantes", "Nochebuena", "Fiestas"]);
        await openEditor(page, page.url());
        assert.deepEqual(await chips(page), ["Yuca", "Acompañantes", "Nochebuena", "Fiestas"]);
      });

      await t.step("the public post page and the tag page show the tags with no serious violations", async () => {
        await updatePost(site.kv, id, { status: "published" });
        const post = await page.goto(`${site.url}/yuca-con-mojo`);
        assert.equal(post?.status(), 200);
        assert.deepEqual(await page.locator(".post-tags a").allTextContents(), [
          "Yuca",
          "Acompañantes",
          "Nochebuena",
          "Fiestas",
        ]);
        assert.deepEqual(await seriousViolations(page), []);
        await page.click('.post-tags a:has-text("Acompañantes")');
        await page.waitForURL(`${site.url}/tag/acompanantes`);
        assert.equal(await page.locator("h1").textContent(), "Etiqueta: Acompañantes");
        assert.equal(await page.locator(".card-grid .card__link").count(), 1);
        assert.deepEqual(await seriousViolations(page), []);
      });

      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
