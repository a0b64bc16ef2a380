/**
 * The post editor without an AI key, in Chromium: every AI button is
 * disabled with the hint to configure /admin/ai, the job endpoint answers
 * 503, and nothing AI loads on a public page.
 */
import assert from "node:assert/strict";
import { withBrowser } from "../support/browser.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";

Deno.test("post editor without an AI key: AI buttons disabled with the /admin/ai hint", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const refused = await fetch(`${site.url}/api/ai/generate-job`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Ropa vieja" }),
    });
    assert.equal(refused.status, 503);
    assert.match((await refused.json()).error, /\/admin\/ai/);

    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.locator(".rich-content").waitFor();
      const generate = page.locator('button:text-is("Generate with AI")');
      await page.waitForFunction(() => document.querySelector("#ai-not-configured")?.textContent);
      assert.equal(await generate.isDisabled(), true);
      assert.match(await page.locator("#ai-not-configured").textContent() ?? "", /\/admin\/ai/);
      for (const name of ["AI text", "AI image", "Generate focus keywords", "Generate featured image", "Fix with AI"]) {
        assert.equal(await page.locator(`button:text-is("${name}")`).isDisabled(), true, name);
      }
      const assistant = page.locator('button[aria-label="AI assistant"]');
      assert.equal(await assistant.isDisabled(), true);
      assert.match(await assistant.getAttribute("title") ?? "", /\/admin\/ai/);

      // Public pages carry none of the editor's AI code.
      const scripts: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/_build/")) scripts.push(response.url());
      });
      await page.goto(`${site.url}/`);
      await page.waitForLoadState("networkidle");
      for (const url of scripts) {
        const body = await (await fetch(url)).text();
        assert.doesNotMatch(body, /generate-job|smart-assistant|AI Assistant/, url);
      }
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
