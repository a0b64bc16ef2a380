/**
 * The Users screen in Chromium: the table (role badges, joined date), adding a user with a one-time password
 * shown once, changing a role, deactivating (the user's open session stops working at once), the last-admin
 * protection, the Account screen's own password and API tokens, and no serious accessibility violation.
 */
import assert from "node:assert/strict";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import type { Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite, TEST_ADMIN } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, watchPage } from "../admin/admin_browser.ts";

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("rc-island")].every((island) => island.hasAttribute("data-hydrated"))
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor();
}

Deno.test("users screen: add, role change, deactivate, last admin; account screen", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/users`);
      await hydrated(page);
      const row = (email: string) => page.locator(`tr[data-user="${email}"]`);

      await t.step("the table: name, email, red admin badge, locale joined date; no serious violations", async () => {
        const admin = row(TEST_ADMIN.email);
        assert.equal(await admin.locator("td").nth(1).innerText(), TEST_ADMIN.email);
        const badge = admin.locator(".badge");
        assert.equal(await badge.innerText(), "admin");
        assert.equal(await badge.evaluate((el) => getComputedStyle(el).color), "rgb(185, 28, 28)", "red");
        const shown = await admin.locator("time").innerText();
        assert.equal(
          shown,
          formatDateAdmin(await admin.locator("time").getAttribute("datetime")),
          "the admin's format",
        );
        assert.deepEqual(await seriousViolations(page), []);
      });

      let password = "";
      await t.step("add a user: the one-time password is shown once and signs in", async () => {
        await page.click('button:has-text("Add User")');
        await page.fill("#new-user-name", "Ana Editora");
        await page.fill("#new-user-email", "ana@example.test");
        await page.selectOption("#new-user-role", "editor");
        assert.deepEqual(await seriousViolations(page), [], "the Add User dialog");
        await page.click('dialog button[type="submit"]');
        password = await page.locator("code[data-secret]").innerText();
        assert.ok(password.length >= 12);
        assert.deepEqual(await seriousViolations(page), [], "the password dialog");
        await page.click('dialog button:has-text("Done")');
        await page.locator("code[data-secret]").waitFor({ state: "detached" });
        const badge = row("ana@example.test").locator(".badge");
        assert.equal(await badge.innerText(), "editor");
        assert.equal(await badge.evaluate((el) => getComputedStyle(el).color), "rgb(0, 42, 143)", "blue");
      });

      await t.step("change a role", async () => {
        await row("ana@example.test").locator("select").selectOption("admin");
        await toast(page, "Role of Ana Editora changed to admin");
        await row("ana@example.test").locator(".badge", { hasText: "admin" }).waitFor();
        await row("ana@example.test").locator("select").selectOption("editor");
        await row("ana@example.test").locator(".badge", { hasText: "editor" }).waitFor();
      });

      await t.step("deactivate: the user's open session stops working at once", async () => {
        const other = await browser.newContext();
        const ana = await other.newPage();
        await ana.goto(`${site.url}/admin/login`);
        await hydrated(ana);
        await ana.fill("#email", "ana@example.test");
        await ana.fill("#password", password);
        await Promise.all([
          ana.waitForURL((url) => url.pathname === "/admin/dashboard"),
          ana.click('button[type="submit"]'),
        ]);

        await row("ana@example.test").locator('button:has-text("Deactivate")').click();
        await page.locator("dialog.confirm-dialog").waitFor();
        await page.click('dialog.confirm-dialog button:has-text("Deactivate")');
        await toast(page, "Ana Editora deactivated");
        await row("ana@example.test").locator("td", { hasText: "Deactivated" }).waitFor();

        await ana.goto(`${site.url}/admin/posts`);
        assert.equal(new URL(ana.url()).pathname, "/admin/login", "sent to sign in");
        await other.close();
      });

      await t.step("the last admin cannot demote themselves", async () => {
        await row(TEST_ADMIN.email).locator("select").selectOption("editor");
        await toast(page, "The last admin cannot be removed, deactivated or demoted");
        await page.waitForFunction(
          (email) =>
            (document.querySelector(`tr[data-user="${email}"] select`) as HTMLSelectElement)?.value === "admin",
          TEST_ADMIN.email,
        );
        assert.equal(await row(TEST_ADMIN.email).locator(".badge").innerText(), "admin");
        assert.equal(await row(TEST_ADMIN.email).locator('button:has-text("Delete")').count(), 0, "no self-delete");
      });

      await t.step("delete a user after confirming", async () => {
        await row("ana@example.test").locator('button:has-text("Delete")').click();
        await page.click('dialog.confirm-dialog button:has-text("Delete")');
        await toast(page, "Ana Editora deleted");
        await row("ana@example.test").waitFor({ state: "detached" });
      });

      await t.step("account: create and revoke an API token, change the own password", async () => {
        await page.goto(`${site.url}/admin/account`);
        await hydrated(page);
        assert.deepEqual(await seriousViolations(page), []);
        await page.fill("#token_name", "portátil");
        await page.click('button:has-text("Create Token")');
        const token = await page.locator("code[data-secret]").innerText();
        await page.click('dialog button:has-text("Done")');
        await page.locator('tr[data-token="portátil"]').waitFor();
        const me = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
        assert.equal(me.status, 200, "the token works");
        await me.body?.cancel();
        await page.locator('tr[data-token="portátil"] button:has-text("Revoke")').click();
        await page.click('dialog.confirm-dialog button:has-text("Revoke")');
        await page.locator('tr[data-token="portátil"]').waitFor({ state: "detached" });
        const revoked = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
        assert.equal(revoked.status, 401, "a revoked token stops working");
        await revoked.body?.cancel();

        await page.fill("#token_name", "tableta");
        await page.click('button:has-text("Create Token")');
        const other = await page.locator("code[data-secret]").innerText();
        await page.click('dialog button:has-text("Done")');
        await page.locator('tr[data-token="tableta"]').waitFor();

        await page.fill("#current_password", "wrong password");
        await page.fill("#new_password", "a brand new password");
        await page.click('button:has-text("Change Password")');
        await page.locator("#current_password-error", { hasText: "Current password is incorrect" }).waitFor();
        await page.fill("#current_password", TEST_ADMIN.password);
        await page.click('button:has-text("Change Password")');
        await toast(page, "Password changed");
        await page.locator('tr[data-token="tableta"]').waitFor({ state: "detached" });
        const ended = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${other}` } });
        assert.equal(ended.status, 401, "a password change ends the account's other tokens");
        await ended.body?.cancel();
      });

      assertNoUnexpectedFailures(watch, {
        responses: ["409 PUT /api/admin/users/" + (await adminId(site.url, page)), "400 PUT /api/auth/password"],
      });
    });
  } finally {
    await site.close();
  }
});

async function adminId(url: string, page: Page): Promise<string> {
  return await page.evaluate(async (base) => {
    const res = await fetch(`${base}/api/auth/me`, { credentials: "same-origin" });
    return (await res.json()).user.id as string;
  }, url);
}
