/**
 * The menu editor in Chromium: empty state, the Add Menu Item toggle, the
 * form's messages, adding, editing, the bulk submenu panel, reordering,
 * deleting and Clear Cache, each checked on the public header too; axe finds
 * no serious violation with the list, the form and the bulk panel on screen.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { listMenuItems } from "@/lib/db/menu.ts";
import { withBrowser } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { startSite, type TestSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

/** Waits for a toast showing `text`, then closes it so a later toast with the same text is a new one. */
async function toast(page: Page, text: string): Promise<void> {
  const found = page.locator(".toast", { hasText: text }).first();
  await found.waitFor();
  await found.locator(".toast-close").click({ timeout: 2000 }).catch(() => {});
  await found.waitFor({ state: "detached" });
}

/** Waits until the editor's list shows `labels`. */
async function waitForList(page: Page, labels: string[]): Promise<void> {
  await page.waitForFunction((expected) => {
    const rows = [...document.querySelectorAll(".menu-row")].map((row) =>
      `${row.classList.contains("is-submenu") ? "- " : ""}${row.querySelector(".menu-label")?.textContent}`
    );
    return JSON.stringify(rows) === JSON.stringify(expected);
  }, labels);
}

/** The public header's entries as "Label → href", submenu entries prefixed with "- ". */
async function headerEntries(page: Page, site: TestSite): Promise<string[]> {
  await page.goto(`${site.url}/`);
  return await page.locator(".site-menu > li").evaluateAll((items) =>
    items.flatMap((li) => {
      const top = li.querySelector(".site-menu__link")!;
      const href = top.getAttribute("href");
      const children = [...li.querySelectorAll(".dropdown a")].map((a) =>
        `- ${a.querySelector("span")?.textContent?.trim()} → ${a.getAttribute("href")}`
      );
      return [`${top.textContent?.trim()}${href ? ` → ${href}` : ""}`, ...children];
    })
  );
}

Deno.test("menu editor: add, edit, bulk submenus, reorder, delete, clear cache, public header", async () => {
  const site = await startSite();
  try {
    const postres = (await createCategory(site.kv, { name: "Postres", slug: "postres" })).category;
    await createCategory(site.kv, { name: "Flanes", slug: "flanes", parent_id: postres.id });
    await createCategory(site.kv, { name: "Sopas", slug: "sopas" });

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, site, { next: "/admin/menu" });
      await page.goto(`${site.url}/admin/menu`);
      await waitForIsland(page, "AdminMenuMenuEditor");

      // Empty state and the toggle.
      await page.getByText("No menu items yet. Add your first one!").waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      const toggle = page.locator(".menu-toolbar .btn-primary");
      await toggle.click();
      assert.equal(await toggle.textContent(), "Cancel");
      await toggle.click();
      assert.equal(await toggle.textContent(), "Add Menu Item");
      assert.equal(await page.locator(".menu-form").count(), 0);

      // The form's rules, then three items.
      await toggle.click();
      await page.click('.menu-form button[type="submit"]');
      await page.getByText("Label is required").waitFor();
      await page.getByText("URL is required for non-dropdown menu items").waitFor();
      await page.fill("#menu-label", "Inicio");
      await page.fill("#menu-url", "javascript:alert(1)");
      await page.click('.menu-form button[type="submit"]');
      await page.locator("#menu-url-error").waitFor();
      await page.fill("#menu-url", "/");
      await page.click('.menu-form button[type="submit"]');
      await toast(page, "Menu item created successfully!");
      await waitForList(page, ["Inicio"]);
      assert.equal(await page.locator(".menu-form").count(), 0, "the form closes after saving");

      await toggle.click();
      await page.fill("#menu-label", "Recetas");
      assert.equal(await page.locator("#menu-dropdown-position").count(), 0, "position only with a dropdown");
      await page.getByLabel("Has dropdown").check();
      await page.selectOption("#menu-dropdown-position", "center");
      await page.click('.menu-form button[type="submit"]');
      await toast(page, "Menu item created successfully!");
      await toggle.click();
      await page.fill("#menu-label", "Contacto");
      await page.fill("#menu-url", "/contacto");
      await page.click('.menu-form button[type="submit"]');
      await waitForList(page, ["Inicio", "Recetas", "Contacto"]);
      await page.locator(".menu-row", { hasText: "Recetas" }).getByText("Dropdown").waitFor();

      // Edit a top-level item: the form holds its values, and the bulk panel is shown.
      await page.click('button[aria-label="Edit Recetas"]');
      assert.equal(await page.inputValue("#menu-label"), "Recetas");
      assert.equal(await page.inputValue("#menu-dropdown-position"), "center");
      const parentChoices = await page.locator("#menu-parent option").allTextContents();
      assert.deepEqual(parentChoices, ["None (top level)", "Inicio", "Contacto"], "never the item itself");
      const panel = page.locator(".submenu-panel");
      await panel.waitFor();
      assert.equal(await panel.locator(".submenu-count").textContent(), "0 selected");
      assert.deepEqual(await panel.locator("li.sub").allTextContents(), [" Flanes"], "sub-categories indented");
      assert.deepEqual(await seriousViolations(page), []);
      await panel.getByRole("button", { name: "Select All", exact: true }).click();
      assert.equal(await panel.locator(".submenu-count").textContent(), "3 selected");
      await panel.getByRole("button", { name: "Deselect All", exact: true }).click();
      assert.equal(await panel.locator(".submenu-count").textContent(), "0 selected");
      await panel.getByLabel("Postres").check();
      await panel.getByLabel("Sopas").check();
      await panel.getByRole("button", { name: "Update Submenus", exact: true }).click();
      await toast(page, 'Added 2 categories to "Recetas"!');
      await waitForList(page, ["Inicio", "Recetas", "- Postres", "- Sopas", "Contacto"]);
      assert.equal(await page.locator(".menu-row.is-submenu .badge-submenu").count(), 2);
      await panel.getByLabel("Sopas").uncheck();
      await panel.getByLabel("Flanes").check();
      await panel.getByRole("button", { name: "Update Submenus", exact: true }).click();
      await toast(page, 'Added 1 and removed 1 category from "Recetas"!');
      await waitForList(page, ["Inicio", "Recetas", "- Postres", "- Flanes", "Contacto"]);
      await panel.getByRole("button", { name: "Update Submenus", exact: true }).click();
      await toast(page, "No changes made");

      // Change the label of the item being edited.
      await page.fill("#menu-label", "Recetas cubanas");
      await page.click('.menu-form button[type="submit"]');
      await toast(page, "Menu item updated successfully!");
      await waitForList(page, ["Inicio", "Recetas cubanas", "- Postres", "- Flanes", "Contacto"]);
      assert.deepEqual(await headerEntries(visitor, site), [
        "Inicio → /",
        "Recetas cubanas",
        "- Postres → /categoria/postres",
        "- Flanes → /categoria/flanes",
        "Contacto → /contacto",
      ]);

      // Reorder: the first cannot go up, the last cannot go down; moves show at once and on the site.
      assert.equal(await page.locator('button[aria-label="Move Inicio up"]').isDisabled(), true);
      assert.equal(await page.locator('button[aria-label="Move Contacto down"]').isDisabled(), true);
      await page.click('button[aria-label="Move Contacto up"]');
      await toast(page, "Menu reordered successfully!");
      await waitForList(page, ["Inicio", "Contacto", "Recetas cubanas", "- Postres", "- Flanes"]);
      await page.click('button[aria-label="Move Flanes up"]');
      await toast(page, "Menu reordered successfully!");
      await waitForList(page, ["Inicio", "Contacto", "Recetas cubanas", "- Flanes", "- Postres"]);
      const positions = (await listMenuItems(site.kv)).map((item) => [item.label, item.position]);
      assert.deepEqual(positions, [["Inicio", 1], ["Contacto", 2], ["Recetas cubanas", 3], ["Flanes", 4], [
        "Postres",
        5,
      ]]);
      assert.deepEqual(await headerEntries(visitor, site), [
        "Inicio → /",
        "Contacto → /contacto",
        "Recetas cubanas",
        "- Flanes → /categoria/flanes",
        "- Postres → /categoria/postres",
      ]);

      // A failed reorder says so and reloads the list from the server.
      await page.route(
        "**/api/admin/menu/reorder",
        (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
        { times: 1 },
      );
      const reloaded = page.waitForResponse((response) =>
        new URL(response.url()).pathname === "/api/admin/menu" && response.request().method() === "GET"
      );
      await page.click('button[aria-label="Move Recetas cubanas up"]');
      await toast(page, "Failed to reorder menu");
      await reloaded;
      await waitForList(page, ["Inicio", "Contacto", "Recetas cubanas", "- Flanes", "- Postres"]);

      // Inactive items are marked and leave the site; delete asks first.
      await page.click('button[aria-label="Edit Contacto"]');
      await page.getByLabel("Active", { exact: true }).uncheck();
      await page.click('.menu-form button[type="submit"]');
      await page.locator(".menu-row", { hasText: "Contacto" }).getByText("Inactive").waitFor();
      assert.ok(!(await headerEntries(visitor, site)).includes("Contacto → /contacto"));
      await page.click('button[aria-label="Delete Contacto"]');
      const dialog = page.getByRole("alertdialog");
      await dialog.getByText("Are you sure you want to delete this menu item?").waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await toast(page, "Menu item deleted successfully!");
      await waitForList(page, ["Inicio", "Recetas cubanas", "- Flanes", "- Postres"]);

      // Clear Cache: its message, gone after 3 s.
      await page.click("text=Clear Cache");
      const message = page.locator(".cache-message");
      await page.waitForFunction(() =>
        document.querySelector(".cache-message")?.textContent === "Backend cache cleared! Menu will update shortly."
      );
      await page.waitForFunction(() => document.querySelector(".cache-message")?.textContent === "", null, {
        timeout: 6000,
      });
      assert.equal(await message.textContent(), "");
      assertNoUnexpectedFailures(watch, {
        responses: ["400 POST /api/admin/menu", "500 PUT /api/admin/menu/reorder"],
      });
    });
  } finally {
    await site.close();
  }
});
