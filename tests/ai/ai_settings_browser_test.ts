/**
 * /admin/ai in Chromium: three cards, secrets shown as set or not (never
 * sent), Save ('Saving...', the 3 s banner), Reset to the saved values, the
 * provider-dependent info box and image model, the save failure alert, and axe.
 */
import assert from "node:assert/strict";
import { AI_DISABLED } from "@/lib/config/ai.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

const SECRET = "sk-or-very-secret-value";

Deno.test("AI configuration screen", async (t) => {
  const site = await startSite({ ai: { ...AI_DISABLED, apiKey: SECRET } });
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        dialog.accept();
      });
      await signIn(page, site);
      await page.clock.install();
      const response = await page.goto(`${site.url}/admin/ai`);
      await waitForIsland(page, "AdminAiSettings");

      await t.step("three cards, secrets as set or not set, never their values", async () => {
        assert.ok(!(await response!.text()).includes(SECRET));
        const headings = await page.locator(".ai-cards h2").allTextContents();
        assert.deepEqual(headings, ["Content Generation", "Text Model", "Image Generation"]);
        assert.equal(await page.locator('[data-secret="AI_API_KEY"] .badge').first().textContent(), "Set");
        assert.equal(await page.locator("#ai_tone").inputValue(), "professional");
        assert.equal(await page.locator("#ai_text_model").inputValue(), "recetas-equilibrado");
        assert.equal(
          (await page.locator(".ai-limits").textContent())?.replace(/\s+/g, " ").trim(),
          "Each user may make 60 AI calls per 10 minutes; each provider call may take up to 120 s.",
        );
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("Save reads 'Saving...', stores, and the banner goes after 3 s", async () => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => release = resolve);
        await page.route("**/api/admin/ai", async (route) => {
          await held;
          await route.continue();
        });
        await page.selectOption("#ai_tone", "casual");
        await page.selectOption("#ai_creativity_level", "high");
        await page.click('button:has-text("Save AI Settings")');
        await page.locator('button[aria-busy="true"]:has-text("Saving...")').waitFor();
        release();
        await page.locator('.ai-banner:has-text("AI settings saved successfully!")').waitFor();
        await page.unroute("**/api/admin/ai");
        const { settings } = await getSettings(site.kv);
        assert.equal(settings.ai_tone, "casual");
        assert.equal(settings.ai_creativity_level, "high");
        await page.clock.runFor(2500);
        assert.equal(await page.locator(".ai-banner").count(), 1, "still shown before 3 s");
        await page.clock.runFor(600);
        await page.locator(".ai-banner").waitFor({ state: "detached" });
      });

      await t.step("Reset reloads the saved values", async () => {
        await page.selectOption("#ai_tone", "formal");
        await page.click('button:has-text("Reset")');
        await page.waitForFunction(() => (document.querySelector("#ai_tone") as HTMLSelectElement).value === "casual");
      });

      await t.step("Cloudflare: SDXL info, no image model, its secrets not set", async () => {
        assert.equal(await page.locator("#ai_image_model").count(), 1);
        await page.selectOption("#ai_image_provider", "cloudflare");
        assert.equal(await page.locator("#ai_image_model").count(), 0);
        const info = await page.locator(".ai-info").textContent();
        assert.match(info!, /Stable Diffusion XL at about \$0\.002 per image/);
        assert.equal(await page.locator('[data-secret="CLOUDFLARE_API_TOKEN"] .badge').textContent(), "Not set");
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("a custom text model without an id: the alert and the field error", async () => {
        await page.selectOption("#ai_text_model", "custom");
        await page.locator("#ai_text_model-custom").waitFor();
        await page.click('button:has-text("Save AI Settings")');
        await page.locator("#ai_text_model-custom-error").waitFor();
        assert.deepEqual(dialogs, ["Failed to save AI settings"]);
        await page.fill("#ai_text_model-custom", "mistralai/mistral-large");
        await page.click('button:has-text("Save AI Settings")');
        await page.locator(".ai-banner").waitFor();
        const { settings } = await getSettings(site.kv);
        assert.equal(settings.ai_text_model, "custom:mistralai/mistral-large");
        assert.equal(settings.ai_image_provider, "cloudflare");
      });

      assertNoUnexpectedFailures(watch, { responses: ["400 PUT /api/admin/ai"] });
    });
  } finally {
    await site.close();
  }
});
