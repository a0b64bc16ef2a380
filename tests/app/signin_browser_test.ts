import assert from "node:assert/strict";
import { withBrowser } from "../support/browser.ts";
import { assertNoUnexpectedFailures, watchPage } from "../admin/admin_browser.ts";
import { startSite, TEST_ADMIN } from "../support/site.ts";

Deno.test("browser: the seeded admin signs in and reaches an admin page", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage();
      const watch = watchPage(page);
      await page.goto(`${site.url}/admin/dashboard`);
      assert.match(page.url(), /\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
      await page.waitForSelector("rc-island[data-hydrated]");
      await page.fill("#email", TEST_ADMIN.email);
      await page.fill("#password", TEST_ADMIN.password);
      await page.click("button[type=submit]");
      await page.waitForURL(`${site.url}/admin/dashboard`);
      assert.equal(await page.textContent("h1"), "Dashboard");
      assert.equal(await page.textContent(".sidebar .email"), TEST_ADMIN.email);
      assert.equal(await page.getAttribute('.sidebar nav a[href="/admin/dashboard"]', "aria-current"), "page");
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
