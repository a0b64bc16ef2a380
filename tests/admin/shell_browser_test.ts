import assert from "node:assert/strict";
import { ADMIN_NAV } from "@/lib/admin/nav.ts";
import { countPosts, createPost } from "@/lib/db/posts.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

Deno.test("admin shell and dashboard: sidebar, active item, mobile menu, counters", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const watch = watchPage(page);
      await signIn(page, site);

      await t.step("dashboard with no posts shows the empty state and the shortcuts", async () => {
        assert.equal(new URL(page.url()).pathname, "/admin/dashboard");
        assert.equal(await page.textContent(".panel .empty p"), "No posts yet");
        assert.equal(await page.getAttribute('a:has-text("Create Your First Post")', "href"), "/admin/posts/new");
        assert.equal(await page.getAttribute('.shortcuts a:has-text("Write a Post")', "href"), "/admin/posts/new");
        assert.equal(await page.getAttribute('.shortcuts a:has-text("Upload Media")', "href"), "/admin/media");
        for (const counter of ["total", "published", "draft"]) {
          assert.equal(await page.textContent(`[data-counter="${counter}"] .value`), "0");
        }
      });

      await t.step("dashboard counters count drafts; recent posts are the five latest published", async () => {
        const created = [];
        for (let i = 0; i < 9; i++) {
          const { post } = await createPost(
            site.kv,
            {
              title: `Receta del panel ${i}`,
              status: i % 3 === 0 ? "draft" : "published",
            },
            AUTHOR,
            { created_at: new Date(Date.UTC(2025, 4, 1 + i)).toISOString() },
          );
          created.push(post);
        }
        await page.reload();
        const counts = await countPosts(site.kv);
        assert.deepEqual(counts, { total: 9, published: 6, draft: 3 });
        assert.equal(await page.textContent('[data-counter="total"] .value'), String(counts.total));
        assert.equal(await page.textContent('[data-counter="published"] .value'), String(counts.published));
        assert.equal(await page.textContent('[data-counter="draft"] .value'), String(counts.draft));

        const rows = page.locator(".panel tbody tr");
        assert.equal(await rows.count(), 5);
        const newest = created.filter((p) => p.status === "published").slice(-5).reverse();
        assert.deepEqual(await rows.locator("td:nth-child(1)").allTextContents(), newest.map((p) => p.title));
        assert.equal(await rows.nth(0).locator("td:nth-child(2)").textContent(), "Marta Pérez");
        assert.deepEqual([...new Set(await rows.locator(".badge").allTextContents())], ["Published"]);
        assert.equal(await rows.nth(0).locator("td:nth-child(4)").textContent(), "9 may 2025");
        assert.equal(
          await rows.nth(0).locator('a:has-text("Edit")').getAttribute("href"),
          `/admin/posts/${newest[0].id}`,
        );
      });

      await t.step("the sidebar lists every entry; dashboard is active only on its own path", async () => {
        await waitForIsland(page, "AdminShell");
        const links = page.locator(".sidebar nav a");
        assert.deepEqual(
          await links.evaluateAll((els) => els.map((a) => a.getAttribute("href"))),
          ADMIN_NAV.map((item) => item.href),
        );
        assert.deepEqual(
          ADMIN_NAV.map((item) => item.href),
          [
            "/admin/dashboard",
            "/admin/posts",
            "/admin/media",
            "/admin/categories",
            "/admin/menu",
            "/admin/redirects",
            "/admin/messages",
            "/admin/reviews",
            "/admin/themes",
            "/admin/ai",
            "/admin/settings",
            "/admin/users",
          ],
        );
        assert.deepEqual(await page.locator('.sidebar nav a[aria-current="page"]').allTextContents(), ["Dashboard"]);
        assert.equal(await page.textContent(".sidebar .me .avatar"), "A");
        assert.equal(await page.textContent(".sidebar .me .email"), "admin@example.test");
        assert.equal(await page.isVisible(".topbar"), false, "no top bar on wide screens");
      });

      await t.step("every entry opens a page inside the shell with itself highlighted", async () => {
        for (const item of ADMIN_NAV) {
          const response = await page.goto(`${site.url}${item.href}`);
          assert.equal(response?.status(), 200, item.href);
          assert.equal(new URL(page.url()).pathname, item.href);
          assert.deepEqual(
            await page.locator('.sidebar nav a[aria-current="page"]').evaluateAll((els) =>
              els.map((a) => a.getAttribute("href"))
            ),
            [item.href],
            item.href,
          );
          assert.ok((await page.textContent(".content h1"))?.trim(), `${item.href} has a heading`);
        }
        await page.goto(`${site.url}/admin/posts/new`);
        assert.deepEqual(await page.locator('.sidebar nav a[aria-current="page"]').allTextContents(), ["Posts"]);
        const unknown = await page.goto(`${site.url}/admin/nothing-here`);
        assert.equal(unknown?.status(), 404);
      });

      await t.step("under 1024 px a top bar opens a slide-in menu that closes on navigation", async () => {
        await page.setViewportSize({ width: 800, height: 900 });
        await page.goto(`${site.url}/admin/dashboard`);
        await waitForIsland(page, "AdminShell");
        assert.equal(await page.isVisible(".topbar"), true);
        await page.locator(".sidebar").waitFor({ state: "hidden" });
        await page.click(".topbar button");
        await page.locator(".sidebar").waitFor({ state: "visible" });
        assert.equal(await page.getAttribute(".topbar button", "aria-expanded"), "true");
        await page.keyboard.press("Escape");
        await page.locator(".sidebar").waitFor({ state: "hidden" });

        await page.click(".topbar button");
        await page.locator(".sidebar").waitFor({ state: "visible" });
        await Promise.all([page.waitForURL("**/admin/posts"), page.click('.sidebar nav a:has-text("Posts")')]);
        await waitForIsland(page, "AdminShell");
        await page.locator(".sidebar").waitFor({ state: "hidden" });
        assert.equal(await page.getAttribute(".topbar button", "aria-expanded"), "false");
        assert.deepEqual(await page.locator('.sidebar nav a[aria-current="page"]').allTextContents(), ["Posts"]);

        await page.click(".topbar button");
        await page.locator(".sidebar").waitFor({ state: "visible" });
        await page.mouse.click(780, 500);
        await page.locator(".sidebar").waitFor({ state: "hidden" });
      });

      assertNoUnexpectedFailures(watch, { responses: ["404 GET /admin/nothing-here"] });
      await context.close();
    });
  } finally {
    await site.close();
  }
});
