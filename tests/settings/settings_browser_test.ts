/**
 * The Settings screen in Chromium: validation (browser and server), a category-base change keeping old links
 * working (old URLs 301 to the new ones, the menu and links in posts follow), the cache panel (clear
 * everything, invalidate one cache), no serious accessibility violation, and editors kept out.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { createPost } from "@/lib/db/posts.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { createUser } from "@/lib/db/users.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, watchPage } from "../admin/admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("rc-island")].every((island) => island.hasAttribute("data-hydrated"))
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor();
}

Deno.test("settings screen: validation, a category-base change, the cache panel", async (t) => {
  const site = await startSite();
  try {
    const { category } = await createCategory(site.kv, { name: "Postres", slug: "postres" });
    await createPost(site.kv, {
      title: "Flan de leche",
      slug: "flan",
      status: "published",
      category_ids: [category.id],
      content: '<p>Más en <a href="/categoria/postres">los postres</a>.</p>',
    }, AUTHOR);
    await createMenuItem(site.kv, { label: "Postres", url: "/categoria/postres" });

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/settings`);
      await hydrated(page);

      await t.step("no serious accessibility violations", async () => {
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("browser validation: required names, posts per page 1-50", async () => {
        await page.fill("#site_name", "");
        await page.fill("#posts_per_page", "51");
        await page.click('button:has-text("Save Settings")');
        await toast(page, "Failed to save settings");
        assert.equal(await page.locator("#site_name-error").innerText(), "Site name is required");
        assert.equal(
          await page.locator("#posts_per_page-error").innerText(),
          "Posts per page must be between 1 and 50",
        );
        assert.equal(await page.getAttribute("#site_name", "aria-invalid"), "true");
        assert.equal((await getSettings(site.kv)).versionstamp, null, "nothing was sent");
      });

      await t.step("server validation: a base that shadows a route", async () => {
        await page.fill("#site_name", "Recetas Cubanas");
        await page.fill("#posts_per_page", "12");
        await page.fill("#category_base", "admin");
        await page.click('button:has-text("Save Settings")');
        await page.locator("#category_base-error").waitFor();
        assert.match(await page.locator("#category_base-error").innerText(), /used by the site itself/);
        await toast(page, "Failed to save settings");
        assert.equal((await getSettings(site.kv)).settings.category_base, "categoria");
      });

      await t.step("a category-base change is saved", async () => {
        await page.fill("#category_base", "recetas");
        await page.click('button:has-text("Save Settings")');
        await toast(page, "Settings saved successfully!");
        const { settings } = await getSettings(site.kv);
        assert.equal(settings.category_base, "recetas");
        assert.equal(settings.posts_per_page, 12);
      });

      await t.step("old links keep working; the menu and post links follow", async () => {
        const moved = await page.goto(`${site.url}/categoria/postres`);
        assert.equal(new URL(page.url()).pathname, "/recetas/postres");
        const first = moved!.request().redirectedFrom();
        assert.ok(first, "the old address redirected");
        assert.equal((await first.response())!.status(), 301);
        assert.equal(first.redirectedFrom(), null, "one hop, no chain");

        await page.goto(`${site.url}/flan`);
        assert.equal(
          await page.locator('article.post a:has-text("los postres")').getAttribute("href"),
          "/recetas/postres",
        );
        const menuLink = page.locator('header a:has-text("Postres")').first();
        assert.equal(await menuLink.getAttribute("href"), "/recetas/postres");
        assert.equal(await page.locator('a[href="/categoria/postres"]').count(), 0);
      });

      await t.step("cache panel: entries shown, clear everything, invalidate the menu", async () => {
        await page.goto(`${site.url}/flan`);
        await page.goto(`${site.url}/admin/settings`);
        await hydrated(page);
        const pagesEntries = page.locator('tr[data-cache="pages"] .cache-entries');
        assert.ok(Number(await pagesEntries.innerText()) >= 1, "the visited pages are held");
        await page.click('button:has-text("Clear All Caches")');
        await toast(page, "Cache cleared successfully");
        await page.waitForFunction(() =>
          document.querySelector('tr[data-cache="pages"] .cache-entries')?.textContent === "0"
        );
        await page.click('button:has-text("Invalidate Menu")');
        await toast(page, "Menu cache invalidated");
        assert.deepEqual(await seriousViolations(page), []);
      });

      assertNoUnexpectedFailures(watch, { responses: ["400 PUT /api/settings"] });
      await page.close();
    });
  } finally {
    await site.close();
  }
});

Deno.test("settings and users screens answer 403 to editors", async () => {
  const site = await startSite();
  try {
    const editor = { email: "editor@example.test", password: "una clave bastante larga" };
    await createUser(site.kv, { name: "Editor", role: "editor", ...editor });
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(editor),
    });
    const { token } = await login.json();
    for (const path of ["/admin/settings", "/admin/users"]) {
      const response = await fetch(`${site.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const html = await response.text();
      assert.equal(response.status, 403, path);
      assert.match(html, /Only administrators can manage this part of the site\./);
    }
  } finally {
    await site.close();
  }
});
