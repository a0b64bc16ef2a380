/**
 * Editors on a phone (390×844) with the keyboard: a form or panel that opens far away (category and menu edit, a
 * media tile) is scrolled into view with focus on its first field, and focus stays on the pager, the moved item's
 * button, the edited row after Cancel and the new menu item instead of dropping to `<body>`. Also at that size: a
 * Skip to content link on every admin page (each sidebar entry, the post editor, the account page), wide tables as
 * stacked rows, the custom gradient's colour swatches and the media screen's one date format.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { createMediaItem } from "@/lib/db/media.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { createRedirect } from "@/lib/db/redirects.ts";
import { ADMIN_NAV } from "@/lib/admin/nav.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { signIn, waitForIsland } from "./admin_browser.ts";

const PHONE = { width: 390, height: 844 };

/**
 * Waits until the focused element is `wanted` (a CSS selector, or the name it shows: its aria-label, else its text
 * then its row's name), then returns where its top sits in the viewport.
 */
async function focusedTop(page: Page, wanted: string): Promise<number> {
  const handle = await page.waitForFunction((wanted) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const row = active.closest("tr")?.querySelector("td.name")?.textContent?.trim() ?? "";
    const name = active.getAttribute("aria-label") ?? `${active.childNodes[0]?.textContent} ${row}`.trim();
    const found = wanted.match(/^[#.[]/) ? active.matches(wanted) : name === wanted;
    return found ? active.getBoundingClientRect().top : null;
  }, wanted);
  return (await handle.jsonValue()) as number;
}

/** Asserts the focused element matches `selector` and is on screen. */
async function assertFocusedOnScreen(page: Page, selector: string): Promise<void> {
  const top = await focusedTop(page, selector);
  assert.ok(top >= 0 && top < PHONE.height, `${selector} at ${top}px is off screen`);
}

Deno.test("editors on a phone keep focus where the work is", async (t) => {
  const site = await startSite();
  try {
    for (let i = 1; i <= 20; i++) {
      await createCategory(site.kv, { name: `Grupo ${String(i).padStart(2, "0")}`, position: i });
    }
    await createRedirect(site.kv, { from_path: "/receta-vieja-de-la-abuela", to_path: "/ropa-vieja" });
    for (let i = 1; i <= 12; i++) await createMenuItem(site.kv, { label: `Entrada ${i}`, url: `/e${i}` });
    for (let i = 1; i <= 30; i++) {
      const name = `foto-${i}.webp`;
      await createMediaItem(site.kv, {
        url: `/media/${name}`,
        key: name,
        filename: name,
        mime: "image/webp",
        size: 10,
      });
    }
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: PHONE });
      await signIn(page, site);

      await t.step("every admin page starts with a visible Skip to content link that reaches the content", async () => {
        for (const path of [...ADMIN_NAV.map((item) => item.href), "/admin/posts/new", "/admin/account"]) {
          await page.goto(`${site.url}${path}`);
          await page.keyboard.press("Tab");
          const skip = page.locator(".skip-link:focus");
          assert.equal(await skip.textContent(), "Skip to content", path);
          assert.ok(((await skip.boundingBox())?.y ?? -1) >= 0, `${path}: skip link on screen`);
          await page.keyboard.press("Enter");
          await focusedTop(page, "#admin-content");
        }
      });

      await t.step("categories: edit reveals the form, Cancel, Move and the pager keep focus", async () => {
        await page.goto(`${site.url}/admin/categories`);
        await waitForIsland(page, "AdminCategoriesScreen");
        await page.locator(".categories-table tr", { hasText: "Grupo 12" }).locator(".actions button").first().click();
        await assertFocusedOnScreen(page, "#category-name");
        await page.click(".category-form button:has-text('Cancel')");
        await focusedTop(page, "Edit Grupo 12");
        await page.click("[aria-label='Move Grupo 03 down']");
        await page.locator(".categories-table td.name").nth(3).filter({ hasText: "Grupo 03" }).waitFor();
        await focusedTop(page, "Move Grupo 03 down");
        await page.click("[aria-label='Move Grupo 01 down']");
        await page.locator(".categories-table td.name").nth(1).filter({ hasText: "Grupo 01" }).waitFor();
        await focusedTop(page, "Move Grupo 01 down");
        await page.click(".pagination button:has-text('Next')");
        await focusedTop(page, ".pagination [aria-current=page]");
        assert.equal(await page.locator(".pagination [aria-current=page]").textContent(), "2");
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("wide tables stack their rows on a phone, each cell named by its column", async () => {
        for (const path of ["posts", "categories", "redirects", "reviews", "messages", "users"]) {
          await page.goto(`${site.url}/admin/${path}`);
          const table = page.locator(".data-table");
          await table.waitFor();
          await page.waitForFunction(() => document.querySelector(".data-table td[data-label]"));
          const fits = await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth);
          assert.ok(fits, `${path}: the table fits the screen`);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width, path);
        }
        await page.goto(`${site.url}/admin/categories`);
        const name = page.locator(".data-table td.name").first();
        await page.waitForFunction(() => document.querySelector(".data-table td.name[data-label]"));
        assert.equal(await name.evaluate((td) => getComputedStyle(td, "::before").content), '"Name: "');
      });

      await t.step("categories: the custom gradient colour inputs show their colour", async () => {
        await page.goto(`${site.url}/admin/categories`);
        await waitForIsland(page, "AdminCategoriesScreen");
        await page.selectOption("#category-gradient", "custom");
        const swatches = await page.locator(".gradient-colours input[type=color]").evaluateAll((inputs) =>
          inputs.map((input) => {
            const style = getComputedStyle(input);
            const inner = (side: string) => parseFloat(style.getPropertyValue(`padding-${side}`));
            return Math.min(
              input.clientWidth - inner("left") - inner("right"),
              input.clientHeight - inner("top") - inner("bottom"),
            );
          })
        );
        assert.equal(swatches.length, 2);
        for (const size of swatches) assert.ok(size >= 20, `swatch of ${size}px`);
      });

      await t.step("menu: edit reveals the form, a moved and a new item keep focus", async () => {
        await page.goto(`${site.url}/admin/menu`);
        await waitForIsland(page, "AdminMenuMenuEditor");
        await page.click("[aria-label='Edit Entrada 12']");
        await assertFocusedOnScreen(page, "#menu-label");
        await page.click("[aria-label='Move Entrada 11 up']");
        await page.locator(".menu-row").nth(9).filter({ hasText: "Entrada 11" }).waitFor();
        await focusedTop(page, "Move Entrada 11 up");
        await page.click(".menu-toolbar .btn-primary");
        await page.click(".menu-toolbar .btn-primary");
        await assertFocusedOnScreen(page, "#menu-label");
        await page.fill("#menu-label", "Nueva");
        await page.fill("#menu-url", "/nueva");
        await page.press("#menu-url", "Enter");
        await assertFocusedOnScreen(page, "Edit Nueva");
      });

      await t.step("media: opening a tile moves focus into its details; Choose Files shows its focus", async () => {
        await page.goto(`${site.url}/admin/media`);
        await waitForIsland(page, "AdminMediaLibrary");
        await page.locator(".media-tile").nth(20).click();
        await assertFocusedOnScreen(page, "#media-url");
        const uploaded = await page.locator(".media-facts time").innerText();
        assert.match(uploaded, /^\d{1,2} \p{L}+ \d{4}, \d\d:\d\d UTC$/u, "the admin's one date format");
        const choose = page.locator(".media-uploader label.btn");
        assert.equal(await choose.evaluate((label) => getComputedStyle(label).outlineStyle), "none");
        await page.keyboard.press("Shift");
        await page.locator(".media-uploader input[type=file]").focus();
        assert.equal(await choose.evaluate((label) => getComputedStyle(label).outlineStyle), "solid", "focus ring");
      });
    });
  } finally {
    await site.close();
  }
});
