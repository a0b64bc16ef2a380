/**
 * The editor's AI features in Chromium against the site using the fake AI
 * provider: the buttons' checks and messages, Generate with AI (progress
 * stages, a reload mid-flow, a failing optional step's toast, results in the
 * form, progress cleared), the assistant popup (preview, 'Please enter a
 * command', Escape and outside click, staying open while the editor has
 * focus, the caret back in the editor where it was after Escape, Close, the
 * toolbar button or an answer, replace / insert / replace_section, the red
 * error box, no serious axe violation) and cooldowns.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { getPost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { seriousViolations } from "../support/axe.ts";
import { watchFirstMoment } from "../support/first_moment.ts";
import { withBrowser } from "../support/browser.ts";
import { fakePng } from "../support/fake_ai_server.ts";
import { assertNoUnexpectedFailures, waitForIsland } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";
import { startAiSite } from "../ai/ai_test_site.ts";

const POPUP = '.ai-popup[role="dialog"]';

/** Waits for a toast reading `text` (and dismisses nothing: toasts leave on their own). */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast-message", { hasText: text }).first().waitFor();
}

/** HTML of the visual editor. */
function html(page: Page): Promise<string> {
  return page.locator(".rich-content").innerHTML();
}

/** Opens the assistant from the toolbar. */
async function openAssistant(page: Page): Promise<void> {
  await page.click('button[aria-label="AI assistant"]');
  await page.locator(POPUP).waitFor();
}

/**
 * Serious axe violations of the editor page, leaving out the admin shell's account link (its contrast belongs to
 * the shell's own tests; these check the AI parts).
 */
async function aiViolations(page: Page): Promise<string[]> {
  return (await seriousViolations(page)).filter((violation) => !violation.includes('[".account-link"]'));
}

/** The last chat request's user prompt sent to the fake provider. */
function lastPrompt(chat: { body: { messages: { role: string; content: string }[] } }[]): string {
  return chat.at(-1)!.body.messages.find((m) => m.role === "user")!.content;
}

Deno.test("post editor AI: checks, Generate with AI, assistant, cooldowns", async (t) => {
  // A slow first answer keeps the job running across a page reload, even on a busy machine.
  const ai = await startAiSite({ timeoutMs: 30_000 });
  const { site, fake } = ai;
  try {
    await updateSettings(site.kv, { ai_image_provider: "cloudflare" });
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.locator(".rich-content").waitFor();
      await page.waitForSelector('button:text-is("Generate with AI"):not([disabled])');

      await t.step("the AI buttons check their inputs first, with the spec's messages", async () => {
        await page.click('button:text-is("Fix with AI")');
        await toast(page, "No content to fix");
        await page.click('button:text-is("Generate recipe schema")');
        await toast(page, "Please enter title and content first!");
        await page.click('button:text-is("AI image")');
        await toast(page, "Please enter a title first!");
        await page.click('button:text-is("Generate with AI")');
        assert.equal(await page.locator(".toast-message", { hasText: "Please enter a title first!" }).count(), 2);
        await page.fill("#post-title", "Arroz con pollo cubano");
        await page.locator(".rich-content").click();
        await page.keyboard.type("Una receta corta.");
        await page.click('button:text-is("AI image")');
        await toast(page, "Please write some content first (at least 100 characters)");
        await page.click('button:text-is("Fix with AI")');
        await toast(page, "Focus keyword required");
        assert.equal(await page.locator('button:text-is("Fix with AI")').isDisabled(), false, "no cooldown");
        assert.equal(fake.chat.length, 0, "nothing was asked of the provider");
      });

      await t.step("Generate with AI: progress, reload mid-flow, failing optional step, results", async () => {
        const png = await fakePng();
        fake.nextCloudflare({ image: png }, { image: png }, { status: 500 });
        fake.nextChat({
          delayMs: 8000,
          json: { mainFocusKeyword: "arroz con pollo cubano", secondaryFocusKeyword: "receta cubana" },
        });
        await page.click('button:text-is("Generate with AI")');
        await page.locator('.generate-progress li[aria-current="step"]', { hasText: "Content" }).waitFor();
        const labels = await page.locator(".generate-progress li").allTextContents();
        assert.deepEqual(labels, ["Content", "Images", "Optimization", "Complete"]);
        await page.waitForURL(/\/admin\/posts\/(?!new)[^/]+$/);
        assert.equal(await page.locator('button:text-is("Save Draft")').isDisabled(), true, "no save meanwhile");

        await page.reload();
        await waitForIsland(page, "AdminPostEditor");
        await page.locator(".generate-progress").waitFor();
        assert.equal(await page.locator('button:text-is("Generating...")').isDisabled(), true);
        assert.deepEqual(await aiViolations(page), [], "progress bar and AI panels");
        await toast(page, "Featured image generation failed");
        await page.locator('.generate-progress li[aria-current="step"]', { hasText: "Complete" }).waitFor();
        await page.locator('.page-actions button:text-matches("^Wait [1-5]s$")').waitFor();
        await toast(page, "Content generated");
        await page.waitForFunction(() => (document.querySelector("#post-excerpt") as HTMLTextAreaElement)?.value);
        assert.notEqual(await page.inputValue("#post-meta-title"), "");
        assert.equal(await page.inputValue("#post-focus-keyword"), "arroz con pollo cubano");
        assert.equal(await page.inputValue("#post-content-type"), "recipe");
        const postId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const saved = (await getPost(site.kv, postId))!.post;
        assert.match(saved.content, /<img [^>]*src="\/media\/posts\/content\//);
        assert.doesNotMatch(saved.content, /IMAGE_PLACEHOLDER/);
        assert.match(await html(page), /arroz con pollo cubano/);
        await page.locator(".generate-progress").waitFor({ state: "detached", timeout: 5000 });
        assert.equal(await page.locator('button:text-is("Save Draft")').isDisabled(), false);
      });

      await t.step("assistant popup: preview, empty command, Escape, outside click, editor focus", async () => {
        await page.locator(".rich-content p").first().click();
        await page.keyboard.press("Home");
        await page.keyboard.press("Shift+End");
        await openAssistant(page);
        const preview = await page.locator(`${POPUP} [data-testid="ai-selected-text"]`).textContent() ?? "";
        assert.ok(preview.length > 10);
        assert.ok((await page.locator(".rich-content p").first().textContent())!.includes(preview), preview);
        assert.deepEqual(await aiViolations(page), []);
        await page.click(`${POPUP} button:text-is("Generate")`);
        assert.equal(await page.locator(`${POPUP} .ai-popup-error`).textContent(), "Please enter a command");
        await page.keyboard.press("Escape");
        await page.locator(POPUP).waitFor({ state: "detached" });
        await openAssistant(page);
        await page.locator(".rich-content h2").first().click({ position: { x: 4, y: 4 } });
        assert.equal(await page.locator(POPUP).isVisible(), true, "stays open while the editor has focus");
        await page.click("h1");
        await page.locator(POPUP).waitFor({ state: "detached" });
      });

      await t.step("closing the assistant puts the caret back in the editor where it was", async () => {
        const first = page.locator(".rich-content p").first();
        await first.click();
        await page.keyboard.press("End");
        // What typing at the caret gives, read before any popup opens.
        await page.keyboard.type("¡");
        const typed = await first.textContent();
        await page.keyboard.press("Backspace");
        const closings: [string, () => Promise<void>][] = [
          ["Escape", () => page.keyboard.press("Escape")],
          ["the Close button", () => page.click(`${POPUP} button[aria-label="Close"]`)],
          ["the toolbar's AI button", () => page.click('button[aria-label="AI assistant"]')],
        ];
        for (const [how, closeIt] of closings) {
          await openAssistant(page);
          await page.fill("#ai-instruction", "Hazlo más corto");
          const atClose = await watchFirstMoment(page, { selector: POPUP, gone: true });
          await closeIt();
          await page.locator(POPUP).waitFor({ state: "detached" });
          assert.match((await atClose()).focusClass, /\brich-content\b/, how);
          await page.keyboard.type("¡");
          assert.equal(await first.textContent(), typed, how);
          await page.keyboard.press("Backspace");
        }
      });

      await t.step("assistant: replace the selection (Ctrl+Enter), then insert at the cursor", async () => {
        await page.locator(".rich-content h2").first().click();
        await page.keyboard.press("End");
        await page.keyboard.press("Shift+Home");
        const heading = await page.locator(".rich-content h2").first().textContent();
        await openAssistant(page);
        await page.fill("#ai-instruction", "Hazlo más corto");
        await page.keyboard.press("Control+Enter");
        await page.locator(POPUP).waitFor({ state: "detached" });
        assert.match(await html(page), /Texto <em>mejorado<\/em> por el asistente/);
        assert.ok(await page.evaluate(() => document.activeElement?.classList.contains("rich-content")), "answered");
        assert.doesNotMatch(await html(page), new RegExp(`<h2[^>]*>${heading}</h2>`));
        assert.doesNotMatch(lastPrompt(fake.chat), /Artículo actual/, "a short edit sends no article");

        await page.keyboard.press("End");
        await openAssistant(page);
        assert.equal(await page.locator(`${POPUP} [data-testid="ai-selected-text"]`).count(), 0);
        await page.click(`${POPUP} button:text-is("Write an introduction about Cuban cooking")`);
        assert.equal(await page.inputValue("#ai-instruction"), "Write an introduction about Cuban cooking");
        await page.fill("#ai-instruction", "Escribe un texto sobre el café cubano");
        await page.click(`${POPUP} button:text-is("Generate")`);
        await page.locator(POPUP).waitFor({ state: "detached" });
        assert.match(await html(page), /Un párrafo nuevo sobre la cocina cubana\./);
        assert.doesNotMatch(await html(page), /onerror/);
        assert.doesNotMatch(lastPrompt(fake.chat), /Artículo actual/);
      });

      await t.step("assistant: replace_section sends the article and replaces it; failures show in red", async () => {
        fake.nextChat({ json: { operation: "replace_section", content: "<p>Artículo reescrito entero.</p>" } });
        await openAssistant(page);
        await page.fill("#ai-instruction", "Mejora la conclusión del artículo");
        await page.click(`${POPUP} button:text-is("Generate")`);
        await page.locator(POPUP).waitFor({ state: "detached" });
        assert.equal(await html(page), "<p>Artículo reescrito entero.</p>");
        assert.match(lastPrompt(fake.chat), /Artículo actual/);

        fake.nextChat({ refusal: "No puedo ayudar con eso." });
        await openAssistant(page);
        await page.fill("#ai-instruction", "Add a paragraph about mojitos");
        await page.click(`${POPUP} button:text-is("Generate")`);
        const error = page.locator(`${POPUP} .ai-popup-error`);
        await error.waitFor();
        assert.match(await error.textContent() ?? "", /Failed to process request/);
        assert.equal(
          await error.evaluate((el) => getComputedStyle(el).color),
          "rgb(185, 28, 28)",
          "red",
        );
        await page.keyboard.press("Escape");
        await page.locator(POPUP).waitFor({ state: "detached" });
      });

      await t.step("cooldowns: 'Wait Ns' for 5 s after an AI action, 30 s after image generation", async () => {
        await page.fill("#post-focus-keyword", "");
        await page.click('button:text-is("Generate focus keywords")');
        await page.locator('button:text-matches("^Wait [45]s$")').waitFor();
        assert.equal(await page.inputValue("#post-focus-keyword"), "arroz con pollo cubano");
        await toast(page, "Focus keywords generated");
        await page.fill("#recipe-yield", "");
        await page.click('button:text-is("Generate recipe schema")');
        await toast(page, "Recipe schema generated");
        assert.equal(await page.inputValue("#recipe-yield"), "4 porciones");
        assert.equal(await page.inputValue("#recipe-cuisine"), "Cubana");
        await page.click('button:text-is("AI text")');
        await page.locator(".rich-content", { hasText: "Un plato que une a la familia." }).waitFor();
        await page.locator('.ai-content-buttons button:text-matches("^Wait [45]s$")').waitFor();
        await page.selectOption("#ai-fix-issue", "keyword_in_first_paragraph");
        await page.click('button:text-is("Fix with AI")');
        await page.locator(".rich-content", { hasText: "Contenido mejorado con arroz con pollo cubano." }).waitFor();
        assert.equal(fake.chat.at(-1)!.body.response_format.json_schema.name, "fixed_content");
        await page.click('button:text-is("Generate featured image")');
        await page.locator('button:text-matches("^Wait (30|29)s$")').waitFor();
        await toast(page, "Featured image generated");
        const featured = await page.locator(".featured-image-preview img").getAttribute("src");
        assert.match(featured ?? "", /^\/media\/posts\/[^/]+\.webp$/);
        await page.locator('button:text-is("Generate focus keywords")').waitFor({ timeout: 8000 });
      });

      await t.step("Cancel stops a running generation and keeps the form", async () => {
        fake.nextChat({ delayMs: 4000, json: { mainFocusKeyword: "otra", secondaryFocusKeyword: "cosa" } });
        const before = await html(page);
        // The start request is held back so that Cancel is clicked while it is still on its way.
        let release = () => {};
        const held = new Promise<void>((resolve) => release = resolve);
        await page.route("**/api/ai/generate-job", async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        }, { times: 1 });
        await page.click('.page-actions button:text-is("Generate with AI")');
        await page.click('.page-actions button:text-is("Cancel")');
        await page.waitForTimeout(300);
        release();
        await toast(page, "Generation cancelled");
        await page.locator(".generate-progress").waitFor({ state: "detached" });
        assert.equal(await html(page), before);
        const postId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const job = await (await fetch(`${site.url}/api/ai/generate-job?postId=${postId}`, {
          headers: { Authorization: `Bearer ${ai.token}` },
        })).json();
        assert.equal(job.state, "cancelled");
      });

      assertNoUnexpectedFailures(watch, {
        errors: [/Failed to process request/],
        responses: ["502 POST /api/ai/smart-assistant"],
      });
    });
  } finally {
    await ai.close();
  }
});
