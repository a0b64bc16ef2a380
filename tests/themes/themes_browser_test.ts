/**
 * Theme Settings in Chromium: activating the theme, each branding image refused and accepted with the
 * specification's messages and busy texts, removal (the favicons behind the 'Remove Favicons' dialog), the
 * public pages showing every change at once, the logo fallback, and axe with no serious violation.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page, Route } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";
import { gradientImage, HTML_PAYLOAD, noisePng } from "../media/images.ts";

const card = (page: Page, asset: string) => page.locator(`.branding-card[data-asset="${asset}"]`);

async function pick(page: Page, asset: string, name: string, mimeType: string, bytes: Uint8Array): Promise<void> {
  await card(page, asset).locator("input[type=file]").setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

/** Waits for the toast saying `text`, then closes it so it covers nothing the next step clicks. */
async function toast(page: Page, text: string): Promise<void> {
  const shown = page.locator(".toast", { hasText: text }).first();
  await shown.waitFor();
  await shown.locator(".toast-close").click();
}

/** Holds requests to `pattern` until the returned function is called, so the pending state can be seen. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  }, { times: 1 });
  return release;
}

Deno.test("theme settings in the browser: theme, logo, favicons and default header", async (t) => {
  const site = await startSite();
  try {
    await updateSettings(site.kv, { active_theme: "old-theme" });
    const { category } = await createCategory(site.kv, { name: "Postres", slug: "postres", active: true });
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const watch = watchPage(page);
      const visitor = await context.newPage();
      const visitorWatch = watchPage(visitor);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/themes`);
      await waitForIsland(page, "AdminThemesSettings");
      const twoMegabytes = await noisePng(1000, 1000);

      await t.step("the one theme is activated and the message says to refresh the homepage", async () => {
        assert.deepEqual(await seriousViolations(page), []);
        await page.click(".theme-card button:has-text('Activate')");
        await toast(page, "Theme changed successfully! Refresh the homepage to see it.");
        await page.locator(".theme-card .badge", { hasText: "Active" }).waitFor();
        assert.equal((await getSettings(site.kv)).settings.active_theme, "default");
      });

      await t.step("logo: refused when not an image or 2 MB, accepted while 'Uploading...'", async () => {
        const logo = card(page, "logo");
        await pick(page, "logo", "notes.txt", "text/plain", new TextEncoder().encode("hola"));
        await logo.locator(".field-error", { hasText: "Please upload an image file" }).waitFor();
        await pick(page, "logo", "huge.png", "image/png", twoMegabytes);
        await logo.locator(".field-error", { hasText: "Logo file size must be less than 2MB" }).waitFor();
        await pick(page, "logo", "fake.png", "image/png", HTML_PAYLOAD);
        await logo.locator("button", { hasText: "Upload Website Logo" }).click();
        await toast(page, "Please upload an image file");

        await page.route("**/api/admin/themes/logo", (route) => route.fulfill({ status: 500, body: "{}" }), {
          times: 1,
        });
        await pick(page, "logo", "logo.png", "image/png", await gradientImage(240, 80));
        await logo.locator("button", { hasText: "Upload Website Logo" }).click();
        await toast(page, "Failed to upload logo");

        const release = await hold(page, "**/api/admin/themes/logo");
        await logo.locator("button", { hasText: "Upload Website Logo" }).click();
        const busy = logo.locator("button[aria-busy=true]");
        assert.equal(await busy.textContent(), "Uploading...");
        assert.equal(await busy.isDisabled(), true);
        release();
        await toast(page, "Logo uploaded successfully!");
        const { logo_url } = (await getSettings(site.kv)).settings;
        assert.ok(logo_url);
        assert.equal(await logo.locator(".branding-current").getAttribute("src"), logo_url);

        await visitor.goto(`${site.url}/`);
        await waitForIsland(visitor, "SiteHeader");
        assert.equal(await visitor.locator(".site-logo__img").getAttribute("src"), logo_url);
        assert.ok(await visitor.locator(".site-logo__img").evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
      });

      await t.step(
        "favicons: under 180x180 refused; accepted while 'Processing...'; removed after the dialog",
        async () => {
          const favicons = card(page, "favicons");
          await pick(page, "favicons", "small.png", "image/png", await gradientImage(120, 120));
          await favicons.locator(".field-error", { hasText: "Image must be at least 180x180 pixels" }).waitFor();
          await pick(page, "favicons", "big.png", "image/png", twoMegabytes);
          await favicons.locator(".field-error", { hasText: "Favicon file size must be less than 2MB" }).waitFor();
          await pick(page, "favicons", "icon.png", "image/png", await gradientImage(256, 256));
          const release = await hold(page, "**/api/admin/themes/favicons");
          await favicons.locator("button", { hasText: "Upload Favicons" }).click();
          assert.equal(await favicons.locator("button[aria-busy=true]").textContent(), "Processing...");
          release();
          await toast(page, "Favicons uploaded successfully!");
          const settings = (await getSettings(site.kv)).settings;
          await visitor.goto(`${site.url}/`);
          assert.equal(
            await visitor.locator('link[rel=icon][sizes="32x32"]').getAttribute("href"),
            settings.favicon_32_url,
          );
          assert.equal(
            await visitor.locator("link[rel=apple-touch-icon]").getAttribute("href"),
            settings.apple_touch_icon_url,
          );
          const icon = await visitor.request.get(`${site.url}${settings.favicon_16_url}`);
          assert.equal(icon.headers()["content-type"], "image/webp");

          await favicons.locator("button", { hasText: "Remove Favicons" }).click();
          const dialog = page.locator("dialog.confirm-dialog");
          await dialog.waitFor();
          assert.equal(await dialog.locator("h2").textContent(), "Remove Favicons");
          assert.deepEqual(await seriousViolations(page), []);
          await dialog.locator("button", { hasText: "Remove" }).click();
          await toast(page, "Favicons removed successfully from storage and database!");
          await visitor.goto(`${site.url}/`);
          assert.equal(await visitor.locator("link[rel=apple-touch-icon]").count(), 0);
          assert.equal(await site.media.exists(settings.favicon_16_url!.slice(7)), false);
        },
      );

      await t.step("default category header: size checks, upload shown on a category without its own", async () => {
        const header = card(page, "category-header");
        await pick(page, "category-header", "narrow.png", "image/png", await gradientImage(700, 500));
        await header.locator(".field-error", { hasText: "Image must be at least 800x400 pixels" }).waitFor();
        await pick(page, "category-header", "huge.png", "image/png", await noisePng(1300, 1300));
        await header.locator(".field-error", { hasText: "Image file size must be less than 4MB" }).waitFor();
        await pick(page, "category-header", "header.png", "image/png", await gradientImage(1600, 800));
        await header.locator("button", { hasText: "Upload Default Category Header" }).click();
        await toast(page, "Default category header image uploaded and optimized successfully!");
        const url = (await getSettings(site.kv)).settings.default_category_header_image;
        await visitor.goto(`${site.url}/categoria/${category.slug}`);
        assert.equal(await visitor.locator(".category-hero__image").getAttribute("src"), url);

        await header.locator("button", { hasText: "Remove Default Category Header" }).click();
        await page.locator("dialog.confirm-dialog button", { hasText: "Remove" }).click();
        await toast(page, "Default category header image removed successfully!");
        await visitor.goto(`${site.url}/categoria/${category.slug}`);
        assert.equal(await visitor.locator(".category-hero__image").count(), 0);
      });

      await t.step("logo removal brings back the default logo, which also stands in for a broken one", async () => {
        await card(page, "logo").locator("button", { hasText: "Remove Website Logo" }).click();
        await page.locator("dialog.confirm-dialog button", { hasText: "Remove" }).click();
        await toast(page, "Logo removed successfully!");
        await visitor.goto(`${site.url}/`);
        assert.equal(await visitor.locator(".site-logo__img").getAttribute("src"), "/logo.svg");

        await updateSettings(site.kv, { logo_url: "/media/logos/missing.png" });
        await visitor.goto(`${site.url}/`);
        await waitForIsland(visitor, "SiteHeader");
        await visitor.waitForFunction(() =>
          document.querySelector<HTMLImageElement>(".site-logo__img")?.getAttribute("src") === "/logo.svg"
        );
      });

      assertNoUnexpectedFailures(watch, {
        responses: ["400 POST /api/admin/themes/logo", "500 POST /api/admin/themes/logo"],
      });
      assertNoUnexpectedFailures(visitorWatch, { responses: ["404 GET /media/logos/missing.png"] });
    });
  } finally {
    await site.close();
  }
});
