/**
 * The redirects screen in Chromium: empty state, the modal (add, a taken path
 * shown under its field, edit), the table's columns, the status toggle, search
 * and the status filter sent to the server, hits after a visit, delete with
 * confirmation; axe finds no serious violation on the list or in the modal.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createPost } from "@/lib/db/posts.ts";
import { listRedirects } from "@/lib/db/redirects.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";
import { withBrowser } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

/** Waits for a toast showing `text`, then closes it so a later toast with the same text is a new one. */
async function toast(page: Page, text: string): Promise<void> {
  const found = page.locator(".toast", { hasText: text }).first();
  await found.waitFor();
  await found.locator(".toast-close").click({ timeout: 2000 }).catch(() => {});
  await found.waitFor({ state: "detached" });
}

/** The table's rows as their cell texts (From → To, Type, Hits, Source, Status). */
function rows(page: Page): Promise<string[][]> {
  return page.locator(".redirects-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll("td")].slice(0, 5).map((td) => {
        const copy = td.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
        return copy.textContent?.trim() ?? "";
      })
    )
  );
}

/** The status toggle of the redirect from `from`. */
function statusOf(page: Page, from: string) {
  return page.locator(".redirects-table .status-toggle", { hasText: `Redirect from ${from}:` });
}

/** Waits until the table lists exactly these From → To cells, not loading. */
async function waitForRows(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction((expected) => {
    const table = document.querySelector(".redirects-table");
    const cells = [...document.querySelectorAll(".redirects-table tbody td.paths")].map((td) =>
      [...td.querySelectorAll("code")].map((code) => code.textContent).join(" → ")
    );
    return table?.getAttribute("aria-busy") === "false" && JSON.stringify(cells) === JSON.stringify(expected);
  }, paths);
}

Deno.test("redirects screen: add, errors, toggle, search and filter, hits, edit, delete", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      const listQueries: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/admin/redirects" && request.method() === "GET") listQueries.push(url.search);
      });
      await signIn(page, site, { next: "/admin/redirects" });
      await page.goto(`${site.url}/admin/redirects`);
      await waitForIsland(page, "AdminRedirectsRedirectsManager");

      // Empty state; the first redirect through its button; the leading slash is added.
      await page.getByText("No redirects found").waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.getByRole("button", { name: "Create Your First Redirect" }).click();
      const modal = page.getByRole("dialog");
      await modal.getByRole("heading", { name: "Add New Redirect" }).waitFor();
      assert.deepEqual(await modal.locator("#redirect-type option").allTextContents(), [
        "301 Permanent (recommended)",
        "302 Temporary",
      ]);
      assert.equal(await page.inputValue("#redirect-type"), "301");
      assert.deepEqual(await seriousViolations(page), []);
      await page.fill("#redirect-from", "receta-vieja");
      await page.fill("#redirect-to", "/ropa-vieja");
      await page.fill("#redirect-notes", "Receta renombrada");
      await modal.getByRole("button", { name: "Create Redirect" }).click();
      await toast(page, "Redirect created");
      await waitForRows(page, ["/receta-vieja → /ropa-vieja"]);
      assert.deepEqual(await rows(page), [[
        "/receta-vieja → /ropa-viejaReceta renombrada",
        "301",
        "0",
        "Manual",
        "Active",
      ]]);

      // A taken from path: the server's 409 names the field; the modal stays open.
      await page.getByRole("button", { name: "Add Redirect", exact: true }).click();
      await page.fill("#redirect-from", "/receta-vieja/");
      await page.fill("#redirect-to", "/otra");
      await modal.getByRole("button", { name: "Create Redirect" }).click();
      await page.locator("#redirect-from-error", { hasText: "A redirect from this path already exists" }).waitFor();
      await toast(page, "A redirect from this path already exists");
      await page.fill("#redirect-from", "/oferta");
      await page.fill("#redirect-to", "/tostones");
      await page.selectOption("#redirect-type", "302");
      await modal.getByRole("button", { name: "Create Redirect" }).click();
      await toast(page, "Redirect created");
      await waitForRows(page, ["/oferta → /tostones", "/receta-vieja → /ropa-vieja"]);

      // An automatic redirect is listed with the Auto source.
      const post = await createPost(site.kv, { title: "Tostones", slug: "tostones-viejos", status: "published" }, {
        id: "author",
        name: "Autor",
      });
      await updatePostFromInput(site.kv, post.post.id, { slug: "tostones" });

      // Hits after a visit.
      const visit = await fetch(`${site.url}/receta-vieja`, { redirect: "manual" });
      await visit.body?.cancel();
      assert.equal(visit.status, 301);
      await page.reload();
      await waitForIsland(page, "AdminRedirectsRedirectsManager");
      await waitForRows(page, ["/tostones-viejos → /tostones", "/oferta → /tostones", "/receta-vieja → /ropa-vieja"]);
      const listed = await rows(page);
      assert.deepEqual(listed[0].slice(1), ["301", "0", "Auto", "Active"]);
      assert.deepEqual(listed[1].slice(1), ["302", "0", "Manual", "Active"]);
      assert.equal(listed[2][2], "1", "one hit on /receta-vieja");
      assert.deepEqual(await seriousViolations(page), [], "the filled table");

      // The status toggle sends the opposite flag.
      await statusOf(page, "/oferta").click();
      await toast(page, "Redirect disabled");
      await statusOf(page, "/oferta").filter({ hasText: "Inactive" }).waitFor();
      const off = await fetch(`${site.url}/oferta`, { redirect: "manual" });
      await off.body?.cancel();
      assert.equal(off.status, 404, "a disabled redirect is not followed");

      // Status filter and search go to the server.
      await page.selectOption(".redirects-toolbar select", "inactive");
      await waitForRows(page, ["/oferta → /tostones"]);
      assert.ok(listQueries.includes("?active=false"), listQueries.join(" "));
      await page.selectOption(".redirects-toolbar select", "active");
      await waitForRows(page, ["/tostones-viejos → /tostones", "/receta-vieja → /ropa-vieja"]);
      assert.ok(listQueries.includes("?active=true"));
      await page.selectOption(".redirects-toolbar select", "all");
      await page.fill('input[aria-label="Search redirects"]', "ropa");
      await waitForRows(page, ["/receta-vieja → /ropa-vieja"]);
      assert.ok(listQueries.includes("?search=ropa"));
      await page.fill('input[aria-label="Search redirects"]', "nada-de-nada");
      await page.getByText("No redirects found").waitFor();
      assert.equal(await page.getByRole("button", { name: "Create Your First Redirect" }).count(), 0);
      await page.fill('input[aria-label="Search redirects"]', "");
      await waitForRows(page, ["/tostones-viejos → /tostones", "/oferta → /tostones", "/receta-vieja → /ropa-vieja"]);

      await statusOf(page, "/oferta").click();
      await toast(page, "Redirect enabled");

      // Failures without a server message use the screen's own texts.
      const [oferta] = await listRedirects(site.kv, { search: "/oferta" });
      await page.route(
        "**/api/admin/redirects/*",
        (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
        { times: 1 },
      );
      await statusOf(page, "/oferta").click();
      await toast(page, "Failed to toggle redirect");
      await page.route(
        "**/api/admin/redirects",
        (route) =>
          route.request().method() === "POST"
            ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
            : route.fallback(),
        { times: 1 },
      );
      await page.getByRole("button", { name: "Add Redirect", exact: true }).click();
      await page.fill("#redirect-from", "/nueva");
      await page.fill("#redirect-to", "/");
      await modal.getByRole("button", { name: "Create Redirect" }).click();
      await toast(page, "Failed to save redirect");
      await modal.getByRole("button", { name: "Cancel" }).click();

      // Edit in the modal.
      await page.click('button[aria-label="Edit redirect from /oferta"]');
      await modal.getByRole("heading", { name: "Edit Redirect" }).waitFor();
      assert.equal(await page.inputValue("#redirect-from"), "/oferta");
      assert.equal(await page.inputValue("#redirect-type"), "302");
      await page.fill("#redirect-to", "/ropa-vieja");
      await modal.getByRole("button", { name: "Update Redirect" }).click();
      await toast(page, "Redirect updated");
      await waitForRows(page, ["/tostones-viejos → /tostones", "/oferta → /ropa-vieja", "/receta-vieja → /ropa-vieja"]);

      // Delete asks first.
      await page.click('button[aria-label="Delete redirect from /oferta"]');
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText("Are you sure you want to delete this redirect?").waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(page, "Redirect deleted");
      await waitForRows(page, ["/tostones-viejos → /tostones", "/receta-vieja → /ropa-vieja"]);
      assertNoUnexpectedFailures(watch, {
        responses: [
          "409 POST /api/admin/redirects",
          "500 POST /api/admin/redirects",
          `500 PUT /api/admin/redirects/${oferta.id}`,
        ],
      });
    });
  } finally {
    await site.close();
  }
});
