import assert from "node:assert/strict";
import { revokeTokenBySecret } from "@/lib/db/sessions.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite, TEST_ADMIN } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";

Deno.test("admin sign-in: remember me, failures, rate limit, logout and 401 redirect", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const watch = watchPage(page);

      await t.step("the sign-in page is not indexed and starts empty", async () => {
        const response = await page.goto(`${site.url}/admin/login`);
        assert.equal(response?.headers()["x-robots-tag"], "noindex, nofollow");
        assert.equal(await page.getAttribute('meta[name="robots"]', "content"), "noindex, nofollow");
        await waitForIsland(page, "LoginForm");
        assert.equal(await page.inputValue("#email"), "");
        assert.equal(await page.isChecked('input[name="remember"]'), false);
      });

      await t.step("a wrong password shows the server's error in the red box", async () => {
        await page.fill("#email", TEST_ADMIN.email);
        await page.fill("#password", "not the password");
        await page.click('button[type="submit"]');
        const box = page.locator(".error-box");
        await box.waitFor();
        assert.equal(await box.textContent(), "Invalid email or password");
        assert.equal(await box.getAttribute("role"), "alert");
        assert.equal(new URL(page.url()).pathname, "/admin/login");
        assert.equal(await page.textContent('button[type="submit"]'), "Sign In");
      });

      await t.step("the button says 'Signing in...' while busy", async () => {
        await page.route("**/api/auth/login", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
        });
        await page.fill("#password", "whatever");
        await page.click('button[type="submit"]');
        assert.equal(await page.textContent('button[type="submit"]'), "Signing in...");
        assert.equal(await page.isDisabled('button[type="submit"]'), true);
        await page.waitForSelector('button[type="submit"]:not([disabled])');
        assert.equal(await page.textContent(".error-box"), "Login failed. Please try again.");
        await page.unroute("**/api/auth/login");
      });

      await t.step("too many attempts say so instead of a generic failure", async () => {
        await page.fill("#email", "nobody@example.test");
        for (let i = 0; i < 6; i++) {
          await page.fill("#password", `guess ${i}`);
          const answered = page.waitForResponse("**/api/auth/login");
          await page.click('button[type="submit"]');
          await answered;
          await page.waitForSelector('button[type="submit"]:not([disabled])');
        }
        assert.match(
          (await page.textContent(".error-box"))!,
          /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
        );
      });

      await t.step("remember me ticked: signs in, stores the email, prefills it next time", async () => {
        await signIn(page, site, { remember: true });
        assert.equal(new URL(page.url()).pathname, "/admin/dashboard");
        assert.equal(await page.evaluate(() => localStorage.getItem("rememberedEmail")), TEST_ADMIN.email);
        assert.ok(await page.evaluate(() => localStorage.getItem("token")));
        await context.clearCookies();
        await page.goto(`${site.url}/admin/login`);
        await waitForIsland(page, "LoginForm");
        await page.waitForFunction(() => (document.querySelector("#email") as HTMLInputElement).value !== "");
        assert.equal(await page.inputValue("#email"), TEST_ADMIN.email);
        assert.equal(await page.isChecked('input[name="remember"]'), true);
      });

      await t.step("remember me unticked: signs in and forgets the email", async () => {
        await page.fill("#password", TEST_ADMIN.password);
        await page.setChecked('input[name="remember"]', false);
        await Promise.all([page.waitForURL("**/admin/dashboard"), page.click('button[type="submit"]')]);
        assert.equal(await page.evaluate(() => localStorage.getItem("rememberedEmail")), null);
        await context.clearCookies();
        await page.goto(`${site.url}/admin/login`);
        await waitForIsland(page, "LoginForm");
        assert.equal(await page.inputValue("#email"), "");
        assert.equal(await page.isChecked('input[name="remember"]'), false);
      });

      await t.step(
        "logout clears the remembered email, ends the session on the server and goes to sign-in",
        async () => {
          await signIn(page, site, { remember: true });
          const token = await page.evaluate(() => localStorage.getItem("token"));
          assert.ok(token);
          await waitForIsland(page, "AdminShell");
          await Promise.all([page.waitForURL("**/admin/login"), page.click("button.logout")]);
          const stored = await page.evaluate(() => [
            localStorage.getItem("rememberedEmail"),
            localStorage.getItem("token"),
            localStorage.getItem("user"),
          ]);
          assert.deepEqual(stored, [null, null, null]);
          const me = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
          assert.equal(me.status, 401, "the old token no longer works");
          await me.body?.cancel();
          const dashboard = await page.goto(`${site.url}/admin/dashboard`);
          assert.equal(new URL(dashboard!.url()).pathname, "/admin/login", "the session cookie is gone too");
        },
      );

      await t.step("a 401 from the API sends the browser to the sign-in page", async () => {
        await signIn(page, site);
        await page.goto(`${site.url}/admin/posts`);
        await waitForIsland(page, "PostsList");
        const token = await page.evaluate(() => localStorage.getItem("token"));
        assert.ok(await revokeTokenBySecret(site.kv, token!));
        await Promise.all([
          page.waitForURL((url) => url.pathname === "/admin/login"),
          page.click('button:has-text("Published")'),
        ]);
        assert.equal(await page.evaluate(() => localStorage.getItem("token")), null);
        await waitForIsland(page, "LoginForm");
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          "401 POST /api/auth/login",
          "500 POST /api/auth/login",
          "429 POST /api/auth/login",
          "401 GET /api/admin/posts",
        ],
      });
      await context.close();
    });
  } finally {
    await site.close();
  }
});
