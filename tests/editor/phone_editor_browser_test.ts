/**
 * The post editor on a phone (390×844): the image menu, close button included, fits on screen with no sideways
 * scroll, the AI Assistant closes when Tab takes the focus out of it, like the other popovers, and a field the form
 * marks invalid is not sent (no "Failed to save" toast): the focus goes to it.
 */
import assert from "node:assert/strict";
import { withBrowser } from "../support/browser.ts";
import { openEditor, signIn } from "../admin/admin_browser.ts";
import { startAiSite } from "../ai/ai_test_site.ts";
import { jpeg, pickFile, VISUAL } from "./editor_browser.ts";

Deno.test("post editor on a phone: image menu on screen, assistant closes on focus-out", async (t) => {
  const { site, close } = await startAiSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await signIn(page, site);
      await openEditor(page, `${site.url}/admin/posts/new`);
      await page.locator(VISUAL).click();
      await page.keyboard.type("La foto:");

      await t.step("the image menu and its close button are on screen, no sideways scroll", async () => {
        await pickFile(page, 'button[aria-label="Insert image"]', "plato.jpg", await jpeg(600, 450), "image/jpeg");
        const rect = (await page.locator(`${VISUAL} img`).boundingBox())!;
        await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
        const menu = page.locator('[role="dialog"][aria-label="Image options"]');
        await menu.waitFor();
        const boxes = await menu.locator("button").evaluateAll((buttons) =>
          buttons.map((button) => button.getBoundingClientRect().right)
        );
        assert.ok(Math.max(...boxes) <= 390, `buttons reach ${Math.max(...boxes)}px`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
        await page.keyboard.press("Escape");
        await menu.waitFor({ state: "detached" });
      });

      await t.step("Tab out of the AI Assistant closes it", async () => {
        await page.click('button[aria-label="AI assistant"]');
        const popup = page.locator('.ai-popup[role="dialog"]');
        await popup.waitFor();
        const stops = await popup.locator("button, textarea, input").count();
        for (let i = 0; i < stops + 1 && await popup.count(); i++) await page.keyboard.press("Tab");
        await popup.waitFor({ state: "detached" });
        assert.equal(await page.evaluate(() => document.activeElement === document.body), false, "focus moved on");
      });

      await t.step("an invalid video URL is not sent: focus goes to it, no failure toast", async () => {
        const saves: string[] = [];
        page.on("request", (request) => {
          if (/\/api\/posts/.test(request.url()) && request.method() !== "GET") saves.push(request.method());
        });
        await page.fill("#post-title", "Ropa vieja");
        await page.selectOption("#post-content-type", "recipe");
        await page.fill("#recipe-video-url", "https://example.com/no-es-video");
        await page.click('button:text-is("Save Draft")');
        await page.waitForFunction(() => document.activeElement?.id === "recipe-video-url");
        assert.deepEqual(saves, [], "nothing sent");
        assert.equal(await page.locator(".toast-message", { hasText: "Failed" }).count(), 0);
        await page.fill("#recipe-video-url", "");
        await page.click('button:text-is("Save Draft")');
        await page.locator(".toast-message", { hasText: "Draft saved" }).waitFor();
        assert.deepEqual(saves, ["POST"]);
      });
    });
  } finally {
    await close();
  }
});
