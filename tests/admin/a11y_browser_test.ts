/**
 * Accessibility of the admin: axe-core finds no serious or critical violation
 * on the dashboard and the posts list (with rows, and with the delete confirm
 * and the Link Analysis dialog open).
 */
import assert from "node:assert/strict";
import { createPost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

Deno.test("admin pages have no serious or critical accessibility violations", async (t) => {
  const site = await startSite();
  try {
    for (let i = 0; i < 25; i++) {
      await createPost(
        site.kv,
        { title: `Receta ${i}`, slug: `receta-${i}`, status: i % 3 ? "published" : "draft" },
        AUTHOR,
        { created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() },
      );
    }
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);

      await t.step("/admin/dashboard", async () => {
        assert.equal(new URL(page.url()).pathname, "/admin/dashboard");
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("/admin/posts", async () => {
        await page.goto(`${site.url}/admin/posts`);
        await waitForIsland(page, "PostsList");
        assert.equal(await page.locator(".posts-table tbody tr").count(), 25);
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("/admin/posts with the delete confirm open", async () => {
        await page.locator('.posts-table tbody tr button:has-text("Delete")').first().click();
        await page.locator("dialog.confirm-dialog").waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        await page.keyboard.press("Escape");
        await page.locator("dialog.confirm-dialog").waitFor({ state: "detached" });
      });

      await t.step("/admin/posts with the Link Analysis dialog open", async () => {
        await page.locator(".posts-table tbody tr .link-summary").first().click();
        await page.locator("dialog.link-dialog .no-data").waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        await page.keyboard.press("Escape");
      });

      assertNoUnexpectedFailures(watch, { responses: ["404 GET /api/admin/posts/link-stats"] });
    });
  } finally {
    await site.close();
  }
});
