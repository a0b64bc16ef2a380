/**
 * The Content-Security-Policy in a real browser: the public pages (a recipe
 * with a video player included) and the admin work without a single
 * violation, and every island hydrates.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { hydrateAllIslands, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { createTestContent } from "../public/content.ts";
import { assertNoUnexpectedFailures, signIn, watchPage } from "../admin/admin_browser.ts";

/** Records `securitypolicyviolation` events of every document the page loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (globalThis as unknown as { __violations: string[] }).__violations);
}

async function allIslandsHydrated(page: Page): Promise<number> {
  await hydrateAllIslands(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("rc-island")]
      .filter((island) => !island.parentElement?.closest("rc-island"))
      .every((island) => island.dataset.hydrated === "true")
  );
  return await page.locator("rc-island[data-hydrated]").count();
}

Deno.test("no CSP violation on public pages and in the admin; islands hydrate", async (t) => {
  const site = await startSite();
  try {
    await createTestContent(site.kv);
    await withBrowser(async (browser) => {
      const page = await browser.newPage();
      const watch = watchPage(page);
      const violations = await watchViolations(page);
      const visit = async (path: string) => {
        await page.goto(`${site.url}${path}`, { waitUntil: "load" });
        assert.ok(await allIslandsHydrated(page) > 0, `${path} has hydrated islands`);
        assert.deepEqual(await violations(), [], path);
      };

      await t.step("home page", () => visit("/"));
      await t.step("recipe page with a video player", async () => {
        await visit("/prueba-tasajo");
        assert.equal(
          await page.getAttribute(".post__video iframe, iframe[src*='youtube-nocookie']", "src"),
          "https://www.youtube-nocookie.com/embed/abcDEF12345",
        );
      });
      await t.step("admin login, dashboard and posts list", async () => {
        await visit("/admin/login");
        await signIn(page, site);
        assert.equal(new URL(page.url()).pathname, "/admin/dashboard");
        await allIslandsHydrated(page);
        assert.deepEqual(await violations(), [], "dashboard");
        await visit("/admin/posts");
        assert.deepEqual(await violations(), [], "posts list");
      });
      await t.step("the policy is enforced: an injected inline handler is refused", async () => {
        await visit("/");
        await page.evaluate(() => {
          document.body.insertAdjacentHTML("beforeend", `<img src="/nope.png" onerror="document.title='x'">`);
        });
        await page.waitForFunction(() => (globalThis as unknown as { __violations: string[] }).__violations.length > 0);
        assert.match((await violations())[0], /^script-src-attr /);
        assert.notEqual(await page.title(), "x");
      });
      assertNoUnexpectedFailures(watch, {
        responses: ["404 GET /nope.png"],
        errors: [/^Executing inline event handler violates the following Content Security Policy directive/],
      });
    });
  } finally {
    await site.close();
  }
});
