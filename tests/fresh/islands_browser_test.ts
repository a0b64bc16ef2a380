import assert from "node:assert/strict";
import { fixtureApp } from "./fixture.ts";
import { watchConsole, withBrowser } from "../support/browser.ts";
import { serve } from "../support/server.ts";

Deno.test("islands hydrate in Chromium, keep server children, and become interactive", async () => {
  const { app } = await fixtureApp();
  const server = serve(app.fetch);
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage();
      const errors = watchConsole(page);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}/islands`);
      await page.waitForFunction(() => document.querySelectorAll("rc-island[data-hydrated]").length === 4);

      assert.equal(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned), undefined);
      assert.equal(await page.textContent(".counter .label"), "</script><script>window.__pwned=1</script><!-- x -->");
      assert.equal(
        (await page.textContent(".counter .types"))?.replace(/\s+/g, ""),
        "2026-05-01T10:00:00.000Z|true|a,b",
      );

      // Server-rendered children survive hydration, and an island inside them works.
      const child = page.locator(".counter .server-child");
      assert.equal(await child.textContent(), "Hijo renderizado en el servidor");
      await page.click(".counter .inc");
      await page.click(".counter .inc");
      assert.equal(await page.textContent(".counter .count"), "7");
      assert.equal(await child.textContent(), "Hijo renderizado en el servidor");
      const nested = page.locator(".counter .children .toggle");
      assert.equal(await nested.textContent(), "apagado");
      await nested.click();
      assert.equal(await nested.textContent(), "encendido");
      await page.click(".counter .inc");
      assert.equal(await nested.textContent(), "encendido", "parent re-render keeps the nested island's state");

      // Sibling islands are independent.
      const siblings = page.locator(".siblings .toggle");
      assert.deepEqual(await siblings.allTextContents(), ["encendido", "apagado"]);
      await siblings.nth(1).click();
      assert.deepEqual(await siblings.allTextContents(), ["encendido", "encendido"]);

      assert.ok(scripts.some((s) => /\/_build\/boot-/.test(s)), "runtime chunk loaded");
      assert.ok(scripts.some((s) => /\/_build\/island-Counter-/.test(s)), "Counter chunk loaded");
      assert.deepEqual(errors, []);

      const plain = await browser.newPage();
      const plainScripts: string[] = [];
      plain.on("request", (request) => {
        if (request.resourceType() === "script") plainScripts.push(request.url());
      });
      await plain.goto(`${server.url}/`);
      assert.deepEqual(plainScripts, [], "a page without islands loads no JavaScript");
    });
  } finally {
    await server.close();
  }
});
