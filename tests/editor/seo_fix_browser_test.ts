/**
 * Fix with AI from the SEO analysis panel in Chromium, against the fake AI provider: each recommendation of a
 * check carries its id; a check fix-content can repair sends that id as `issueType` and the fixed content
 * replaces the editor's; any other check answers the toast 'Cannot auto-fix this issue' without a call. The AI
 * tools panel's Fix with AI on a check the analysis passed says there is nothing to fix (a status toast) without a
 * call; on a failing one it sends the fix. Without an AI provider the panel shows no fix buttons.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { GOOD_CONTENT, GOOD_POST } from "../support/seo_sample_post.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";
import { startAiSite } from "../ai/ai_test_site.ts";

/** GOOD_POST with the focus keyword left out of the first paragraph and the meta description. */
const WEAK = {
  ...GOOD_POST,
  metaDescription: "Una receta fácil de la cocina cubana, con mojo criollo, naranja agria y ajo para toda la familia.",
  content: GOOD_CONTENT.replace("El pollo asado es un plato", "Este plato es un clásico"),
};

/** Fills the open editor of a new post with {@link WEAK} and waits for its analysis. */
async function fillWeakPost(page: Page): Promise<void> {
  await page.fill("#post-title", WEAK.title);
  await page.fill("#post-slug", WEAK.slug);
  await page.fill("#post-meta-title", WEAK.metaTitle);
  await page.fill("#post-meta-description", WEAK.metaDescription);
  await page.fill("#post-focus-keyword", WEAK.focusKeyword);
  await page.click('[role="tab"]:has-text("Code Editor")');
  await page.fill("#post-content", WEAK.content);
  await page.click('[role="tab"]:has-text("Visual Editor")');
  await page.locator('.seo-score-recommendations li[data-issue="keyword_in_first_paragraph"]').waitFor();
  await page.locator('.seo-score-recommendations li[data-issue="keyword_in_meta_description"]').waitFor();
}

/** The toast reading `text`. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast-message", { hasText: text }).first().waitFor();
}

/** Chooses `issue` in the AI tools panel and presses its Fix with AI. */
async function fixFromTools(page: Page, issue: string): Promise<void> {
  await page.selectOption("#ai-fix-issue", issue);
  await page.click('.ai-tools button:text-is("Fix with AI")');
}

Deno.test("SEO analysis panel: Fix with AI per recommendation", async (t) => {
  const ai = await startAiSite();
  const plain = await startSite();
  try {
    await withBrowser(async (browser) => {
      const fixCalls: Record<string, unknown>[] = [];
      const { page, watch } = await openNewPost(browser, ai.site, (page) => {
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === "/api/ai/fix-content") fixCalls.push(request.postDataJSON());
        });
      });
      await fillWeakPost(page);

      await t.step("a check fix-content cannot repair: 'Cannot auto-fix this issue', nothing sent", async () => {
        const button = page.locator('li[data-issue="keyword_in_meta_description"] button.seo-fix');
        assert.equal(await button.textContent(), "Fix with AI");
        await button.click();
        await toast(page, "Cannot auto-fix this issue");
        assert.equal(fixCalls.length, 0);
        assert.equal(await button.isDisabled(), false, "no cooldown when nothing ran");
      });

      await t.step("AI tools on a check the analysis passed: nothing to fix, nothing sent", async () => {
        const chats = ai.fake.chat.length;
        assert.equal(
          await page.locator('.seo-score-recommendations li[data-issue="keyword_in_subheadings"]').count(),
          0,
        );
        await fixFromTools(page, "keyword_in_subheadings");
        const message = "This check already passes: nothing to fix";
        await page.locator('[role="status"] .toast-message', { hasText: message }).waitFor();
        assert.equal(fixCalls.length, 0);
        assert.equal(ai.fake.chat.length, chats, "the AI provider was not asked");
        assert.equal(await page.locator('.ai-tools button:text-is("Fix with AI")').isDisabled(), false, "no cooldown");
      });

      await t.step("a fixable check sends its id and the fixed content replaces the editor's", async () => {
        const chats = ai.fake.chat.length;
        const button = page.locator('li[data-issue="keyword_in_first_paragraph"] button.seo-fix');
        assert.match((await button.getAttribute("class"))!, /btn-ai/);
        const described = await button.getAttribute("aria-describedby");
        assert.match((await page.locator(`#${described}`).textContent())!, /first paragraph/);
        await button.click();
        await toast(page, "Content fixed");
        assert.equal(fixCalls.length, 1);
        assert.equal(fixCalls[0].issueType, "keyword_in_first_paragraph");
        assert.equal(fixCalls[0].focusKeyword, WEAK.focusKeyword);
        assert.equal(ai.fake.chat.length, chats + 1);
        assert.equal(ai.fake.chat.at(-1)!.body.response_format.json_schema.name, "fixed_content");
        await page.locator(".rich-content", { hasText: "Contenido mejorado con arroz con pollo cubano." }).waitFor();
        assert.equal((await page.locator(".rich-content").innerHTML()).includes("<script"), false);
      });

      await t.step("AI tools on a check the analysis failed: the fix is sent", async () => {
        await page.locator('.seo-score-recommendations li[data-issue="content_length"]').waitFor();
        await page.locator('.seo-score[aria-busy="true"]').waitFor({ state: "detached" });
        const chats = ai.fake.chat.length;
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/ai/fix-content");
        await fixFromTools(page, "content_length");
        assert.equal((await answered).status(), 200);
        assert.equal(fixCalls.length, 2);
        assert.equal(fixCalls[1].issueType, "content_length");
        assert.equal(ai.fake.chat.length, chats + 1);
      });

      // The sample text's image is not in the media store; the visual editor asks for it.
      assertNoUnexpectedFailures(watch, { responses: ["404 GET /media/pollo.webp"] });

      await t.step("without an AI provider the panel has no fix buttons", async () => {
        const { page: other } = await openNewPost(browser, plain);
        await fillWeakPost(other);
        assert.ok(await other.locator(".seo-score-recommendations li").count() >= 2);
        assert.equal(await other.locator(".seo-fix").count(), 0);
      });
    });
  } finally {
    await plain.close();
    await ai.close();
  }
});
