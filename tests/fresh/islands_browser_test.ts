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

Deno.test("islands far below the fold hydrate when scrolled near, or at once when pressed first", async () => {
  const { app } = await fixtureApp();
  const server = serve(app.fetch);
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
      const errors = watchConsole(page);
      await page.goto(`${server.url}/lazy`);
      await page.waitForSelector("#top rc-island[data-hydrated]", { state: "attached" });
      // Give the browser idle turns: nothing further down hydrates on its own.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))));
      const hydratedIn = (selector: string) =>
        page.evaluate(
          (s) => [...document.querySelectorAll(`${s} rc-island`)].map((i) => i.hasAttribute("data-hydrated")),
          selector,
        );
      assert.deepEqual(await hydratedIn("#far"), [false, false], "the far counter and its nested toggle wait");
      assert.deepEqual(await hydratedIn("#pressed"), [false]);

      // Scrolled into view: the counter hydrates, its nested island first, and both work.
      await page.locator("#far .counter").scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll("#far rc-island[data-hydrated]").length === 2);
      await page.click("#far .inc");
      assert.equal(await page.textContent("#far .count"), "2");
      await page.click("#far .toggle");
      assert.equal(await page.textContent("#far .toggle"), "encendido");
      await page.click("#far .inc");
      assert.equal(await page.textContent("#far .toggle"), "encendido", "the outer re-render keeps the nested state");
      assert.deepEqual(await hydratedIn("#pressed"), [false], "the island further down still waits");

      // A press on an island that has not hydrated yet (without scrolling to it) hydrates it and counts.
      await page.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>("#pressed .inc")!;
        button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
        button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      });
      assert.deepEqual(await hydratedIn("#pressed"), [true]);
      assert.equal(await page.textContent("#pressed .count"), "11");
      assert.deepEqual(errors, []);
    });
  } finally {
    await server.close();
  }
});
