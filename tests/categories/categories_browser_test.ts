/**
 * The categories screen in Chromium over a real site: paginate, create (slug from the name, grapheme emoji rule,
 * required fields), edit with a slug change (redirects list, old public URL 301 → new), images refused and
 * accepted with the spec's messages, reorder, delete with its impact, and no serious axe violation.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { createCategory, getCategory, listCategories, updateCategory } from "@/lib/db/categories.ts";
import { createPost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { gradientImage } from "../media/images.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

const PARENTS = 20;

/** Names of the table's rows on screen. */
async function rowNames(page: Page): Promise<string[]> {
  return (await page.locator(".categories-table tbody tr td.name").allTextContents()).map((t) =>
    t.replace("↳", "").replace("(sub-category)", "").trim()
  );
}

/** Waits until the table is idle and shows a row named `name` (or not, with `present` false). */
async function waitForRow(page: Page, name: string, present = true): Promise<void> {
  await page.waitForFunction(
    ([wanted, shown]) => {
      const table = document.querySelector(".categories-table");
      if (table?.getAttribute("aria-busy") !== "false") return false;
      const names = [...document.querySelectorAll(".categories-table td.name")].map((td) => td.textContent ?? "");
      return names.some((n) => n.includes(wanted as string)) === shown;
    },
    [name, present],
  );
}

/** Waits for a toast with exactly `text`. */
async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator(".toast-message", { hasText: text }).first().waitFor();
}

Deno.test("categories admin screen in Chromium", async (t) => {
  const site = await startSite();
  try {
    for (let i = 0; i < PARENTS; i++) {
      await createCategory(site.kv, { name: `Grupo ${String(i + 1).padStart(2, "0")}`, position: i + 1 });
    }
    const first = (await listCategories(site.kv))[0];
    const child = await createCategory(site.kv, { name: "Hija Uno", parent_id: first.id, position: 1 });
    await createPost(site.kv, {
      title: "Tamal en cazuela",
      slug: "tamal",
      status: "published",
      category_ids: [first.id],
    }, { id: "a", name: "Ana" });

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const watch = watchPage(page);
      let conflictId = "";
      const all = await listCategories(site.kv);
      const grupo02Id = () => all.find((c) => c.name === "Grupo 02")!.id;
      await signIn(page, site);
      await page.goto(`${site.url}/admin/categories`);
      await waitForIsland(page, "AdminCategoriesScreen");

      await t.step("15 parents a page, sub-categories under their parent, pagination", async () => {
        const names = await rowNames(page);
        assert.equal(names.length, 16, "15 parents plus one sub-category");
        assert.equal(names[0], "Grupo 01");
        assert.equal(names[1], "Hija Uno");
        assert.equal(await page.locator(".categories-table tr.subcategory").count(), 1);
        assert.equal(await page.locator(".pagination .page-label").textContent(), "Page 1 of 2");
        await page.click(".pagination button:has-text('Next')");
        await waitForRow(page, "Grupo 16");
        assert.deepEqual(await rowNames(page), ["Grupo 16", "Grupo 17", "Grupo 18", "Grupo 19", "Grupo 20"]);
        await page.click(".pagination button:has-text('Previous')");
        await waitForRow(page, "Grupo 01");
        await page.click(".pagination .page-number:has-text('2')");
        await waitForRow(page, "Grupo 20");
        const visit = page.locator("tr:has(td.name:has-text('Grupo 20')) a:has-text('Visit')");
        assert.equal(await visit.getAttribute("href"), "/categoria/grupo-20");
        const counts = await page.locator("tr:has(td.name:has-text('Grupo 01')) td.count").count();
        assert.equal(counts, 0, "Grupo 01 is on page 1");
      });

      await t.step("no serious accessibility violations", async () => {
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("create: required fields, slug follows the name, emoji counted as graphemes", async () => {
        await page.click(".category-form button[type=submit]");
        await page.locator("#category-name-error", { hasText: "Name and slug are required" }).waitFor();
        await page.fill("#category-name", "Ropa Vieja Especial");
        assert.equal(await page.inputValue("#category-slug"), "ropa-vieja-especial");
        await page.fill("#category-emoji", "🍲🍰🥥");
        await page.click(".category-form button[type=submit]");
        await page.locator("#category-emoji-error", { hasText: "Emoji must be at most 2 characters" }).waitFor();
        await page.fill("#category-emoji", "🇨🇺👨‍👩‍👧‍👦");
        await page.selectOption("#category-gradient", "custom");
        await page.locator(".gradient-colours input").first().fill("#112233");
        const preview = await page.locator(".category-preview").getAttribute("data-background");
        assert.equal(preview, "linear-gradient(135deg, #112233, #002a8f)");
        await page.fill("#category-meta-title", "x".repeat(61));
        await page.locator("#category-meta-title-count", { hasText: "Too long" }).waitFor();
        await page.fill("#category-meta-title", "t".repeat(55));
        assert.equal(await page.getAttribute("#category-meta-title-count", "data-state"), "good");
        await page.fill("#category-meta-description", "d".repeat(100));
        assert.equal(await page.getAttribute("#category-meta-description-count", "data-state"), "short");
        assert.equal(await page.textContent("#category-meta-description-count"), "100/160");
        await page.fill("#category-meta-description", "d".repeat(130));
        assert.equal(await page.getAttribute("#category-meta-description-count", "data-state"), "good");
        await page.fill("#category-meta-description", "");
        await page.fill("#category-meta-title", "Ropa vieja");
        await page.click(".category-form button[type=submit]");
        await waitForToast(page, "Category created successfully!");
        await waitForRow(page, "Ropa Vieja Especial");
        const stored = (await listCategories(site.kv)).find((c) => c.slug === "ropa-vieja-especial")!;
        assert.equal(stored.emoji, "🇨🇺👨‍👩‍👧‍👦");
        assert.deepEqual(stored.gradient, { type: "custom", from: "#112233", to: "#002a8f" });
        assert.equal(
          await fetch(`${site.url}/categoria/ropa-vieja-especial`).then(async (r) => {
            await r.body?.cancel();
            return r.status;
          }),
          200,
        );
      });

      await t.step("edit: slug no longer follows the name; a slug change leaves a 301 and a redirect", async () => {
        await page.click("tr:has(td.name:has-text('Ropa Vieja Especial')) button:has-text('Edit')");
        await page.locator(".category-form h2", { hasText: "Edit Category" }).waitFor();
        await page.fill("#category-name", "Ropa Vieja");
        assert.equal(await page.inputValue("#category-slug"), "ropa-vieja-especial");
        const parents = await page.locator("#category-parent option").allTextContents();
        assert.equal(parents[0], "None (top level)");
        assert.ok(parents.includes("Grupo 01"), "top-level categories are offered");
        assert.ok(!parents.includes("Ropa Vieja Especial"), "not itself");
        assert.ok(!parents.includes("Hija Uno"), "not a sub-category");
        assert.equal(parents.length, PARENTS + 1);
        await page.fill("#category-slug", "ropa-vieja-nueva");
        await page.click(".category-form button[type=submit]");
        await waitForToast(page, "Category updated successfully!");
        await page.click(".category-redirects summary");
        await page.locator(".category-redirects li", { hasText: "ropa-vieja-especial → ropa-vieja-nueva" }).waitFor();
        assert.deepEqual(await seriousViolations(page), [], "editing, redirects open");
        const old = await fetch(`${site.url}/categoria/ropa-vieja-especial`, { redirect: "manual" });
        await old.body?.cancel();
        assert.equal(old.status, 301);
        assert.equal(new URL(old.headers.get("location")!, site.url).pathname, "/categoria/ropa-vieja-nueva");
        const publicPage = await browser.newPage();
        await publicPage.goto(`${site.url}/categoria/ropa-vieja-especial`);
        assert.equal(new URL(publicPage.url()).pathname, "/categoria/ropa-vieja-nueva");
        assert.match(await publicPage.locator("h1").first().textContent() ?? "", /Ropa Vieja/);
        await publicPage.close();
      });

      await t.step("images: refused with the spec's messages, accepted and resized", async () => {
        const card = page.locator(".category-image[data-image-type=category-card] input[type=file]");
        const header = page.locator(".category-image[data-image-type=category-page-header] input[type=file]");
        await card.setInputFiles({
          name: "notes.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(new TextEncoder().encode("hi")),
        });
        await page.locator(".category-image >> text=Please upload an image file").waitFor();
        const big = new Uint8Array(4194305);
        await card.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.from(big) });
        await page.locator(".upload-error", { hasText: "Image too large! Maximum size is 4MB. Your image is 4 MB" })
          .waitFor();
        const fake = new TextEncoder().encode("<html><body>not an image</body></html>");
        await card.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from(fake) });
        await page.locator(".upload-error", { hasText: "Please upload an image file" }).waitFor();
        await header.setInputFiles({
          name: "small.png",
          mimeType: "image/png",
          buffer: Buffer.from(await gradientImage(600, 300)),
        });
        await page.locator(".upload-error", { hasText: "Header image must be at least 800x400px. Current: 600x300px" })
          .waitFor();
        await header.setInputFiles({
          name: "wide.png",
          mimeType: "image/png",
          buffer: Buffer.from(await gradientImage(1600, 800)),
        });
        await card.setInputFiles({
          name: "card.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from(await gradientImage(300, 200, "jpeg")),
        });
        await page.waitForFunction(() =>
          document.querySelectorAll(".category-image button").length === 2 &&
          !document.querySelector(".upload-status")
        );
        await page.click(".category-form button[type=submit]");
        await waitForToast(page, "Category updated successfully!");
        // The edit step's toast may still be showing: wait for this save to reach the store, for at most 10 s.
        const deadline = Date.now() + 10_000;
        let saved = (await listCategories(site.kv)).find((c) => c.slug === "ropa-vieja-nueva")!;
        while ((!saved.card_image || !saved.header_image) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          saved = (await listCategories(site.kv)).find((c) => c.slug === "ropa-vieja-nueva")!;
        }
        const size = async (url: string) => {
          const img = await browser.newPage();
          await img.goto(`${site.url}${url}`);
          const dims = await img.evaluate(() => {
            const el = document.querySelector("img")!;
            return [el.naturalWidth, el.naturalHeight];
          });
          await img.close();
          return dims;
        };
        assert.match(saved.card_image, /\.webp$/);
        assert.deepEqual(await size(saved.card_image), [512, 512]);
        assert.deepEqual(await size(saved.header_image), [1280, 640]);
      });

      await t.step("a change made by someone else meanwhile is not overwritten (409)", async () => {
        const target = (await listCategories(site.kv)).find((c) => c.slug === "ropa-vieja-nueva")!;
        conflictId = target.id;
        await page.click(".category-form button:has-text('Cancel')");
        await page.locator(".category-form h2", { hasText: "Add Category" }).waitFor();
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith(`/api/admin/categories/${target.id}`) && r.ok()),
          page.click("tr:has(td.name:has-text('Ropa Vieja')) button:has-text('Edit')"),
        ]);
        await updateCategory(site.kv, target.id, { description: "Cambiada por otra persona" });
        await page.fill("#category-description", "Mi cambio");
        await page.click(".category-form button[type=submit]");
        await waitForToast(page, "This category was changed by someone else. Reload to get the latest version.");
        assert.equal((await getCategory(site.kv, target.id))!.category.description, "Cambiada por otra persona");
        await page.click(".category-form button:has-text('Cancel')");
      });

      await t.step("reorder: move down and up among siblings", async () => {
        await page.click(".pagination .page-number:has-text('1')").catch(() => {});
        await waitForRow(page, "Grupo 01");
        await page.click("button[aria-label='Move Grupo 01 down']");
        await page.waitForFunction(() =>
          document.querySelector(".categories-table td.name")?.textContent?.includes("Grupo 02") &&
          document.querySelector(".categories-table")?.getAttribute("aria-busy") === "false"
        );
        const names = await rowNames(page);
        assert.deepEqual(names.slice(0, 3), ["Grupo 02", "Grupo 01", "Hija Uno"]);
        assert.equal(await page.locator("button[aria-label='Move Grupo 02 up']").isDisabled(), true);
        assert.equal(await page.locator("button[aria-label='Move Hija Uno up']").isDisabled(), true);
        await page.click("button[aria-label='Move Grupo 01 up']");
        await page.waitForFunction(() =>
          document.querySelector(".categories-table td.name")?.textContent?.includes("Grupo 01") &&
          document.querySelector(".categories-table")?.getAttribute("aria-busy") === "false"
        );
      });

      await t.step("delete: the confirmation says what happens, then the category is gone", async () => {
        await page.click("tr:has(td.name:has-text('Grupo 01')) button:has-text('Delete')");
        const message = page.locator(".confirm-message");
        await message.waitFor();
        assert.match(await message.textContent() ?? "", /1 sub-category will become top-level/);
        assert.match(await message.textContent() ?? "", /1 post will lose this category/);
        assert.deepEqual(await seriousViolations(page), [], "with the confirmation open");
        await page.click(".confirm-dialog button:has-text('Cancel')");
        await message.waitFor({ state: "detached" });
        assert.ok(await getCategory(site.kv, first.id), "cancel keeps it");
        await page.click("tr:has(td.name:has-text('Grupo 01')) button:has-text('Delete')");
        await page.click(".confirm-dialog button:has-text('Delete')");
        await waitForToast(page, "Category deleted successfully!");
        await waitForRow(page, "Grupo 01", false);
        assert.equal(await page.locator("tr.subcategory").count(), 0, "its sub-category is top level now");
        assert.equal((await getCategory(site.kv, child.category.id))?.category.parent_id, null);
        const gone = await fetch(`${site.url}/categoria/grupo-01`);
        await gone.body?.cancel();
        assert.equal(gone.status, 404);
      });

      await t.step("failures show the spec's messages", async () => {
        const boom = { status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) };
        await page.route("**/api/admin/categories/reorder", (route) => route.fulfill(boom));
        await page.click("button[aria-label='Move Grupo 02 down']");
        await waitForToast(page, "Failed to reorder categories");
        await page.route(
          "**/api/admin/categories/*",
          (route) => route.request().method() === "DELETE" ? route.fulfill(boom) : route.fallback(),
        );
        await page.click("tr:has(td.name:has-text('Grupo 02')) button:has-text('Delete')");
        await page.click(".confirm-dialog button:has-text('Delete')");
        await waitForToast(page, "Failed to delete category");
        await page.route("**/api/admin/categories?*", (route) => route.fulfill(boom));
        await page.evaluate(() => globalThis.dispatchEvent(new Event("focus")));
        await waitForToast(page, "Failed to load categories");
        await page.unrouteAll();
        assert.ok((await listCategories(site.kv)).some((c) => c.name === "Grupo 02"), "nothing was deleted");
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          "400 POST /api/upload",
          "400 POST /api/upload",
          `409 PUT /api/admin/categories/${conflictId}`,
          "500 POST /api/admin/categories/reorder",
          "500 DELETE /api/admin/categories/" + grupo02Id(),
          "500 GET /api/admin/categories",
        ],
      });
    });
  } finally {
    await site.close();
  }
});
