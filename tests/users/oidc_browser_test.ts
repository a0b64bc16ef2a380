/**
 * Sign-in with an OpenID Connect provider against a real `oidc-provider` server on 127.0.0.1: a verified email of
 * an existing user signs that user in (PKCE, state and nonce checked by the client); an unknown email signs nobody
 * in and creates no account; an unverified email is refused; a deactivated user is refused; a callback replayed
 * or arriving without the browser's state cookie is refused.
 */
import assert from "node:assert/strict";
import http from "node:http";
import Provider from "oidc-provider";
import type { Browser, Page } from "playwright-core";
import { changeUser } from "@/lib/db/user_admin.ts";
import { countUsers, createUser, getUserByEmail } from "@/lib/db/users.ts";
import { withBrowser } from "../support/browser.ts";
import { freePort } from "../support/process.ts";
import { startSite, TEST_ADMIN } from "../support/site.ts";

const ACCOUNTS: Record<string, { email: string; email_verified: boolean }> = {
  ana: { email: "ana@example.test", email_verified: true },
  nadie: { email: "nadie@example.test", email_verified: true },
  falsa: { email: TEST_ADMIN.email, email_verified: false },
};
const CLIENT = { id: "recetas-admin", secret: "a client secret long enough for tests" };

function startProvider(port: number, redirectUri: string): Promise<http.Server> {
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [{
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      redirect_uris: [redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    }],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: (_ctx: unknown, id: string) =>
      ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
    pkce: { required: () => true },
    cookies: { keys: ["oidc-provider test cookie key"] },
    features: { devInteractions: { enabled: true } },
  });
  const server = http.createServer(provider.callback());
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Signs in at the provider as `account` and answers the page the browser ends on. */
async function providerSignIn(
  browser: Browser,
  siteUrl: string,
  account: string,
): Promise<{ page: Page; callback: string }> {
  const page = await browser.newPage();
  let callback = "";
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/oidc/callback")) callback = request.url();
  });
  await page.goto(`${siteUrl}/admin/login?next=${encodeURIComponent("/admin/posts")}`);
  await page.click('a:has-text("Sign in with Test SSO")');
  await page.fill('input[name="login"]', account);
  await page.fill('input[name="password"]', "any");
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.href.startsWith(siteUrl) || url.pathname.includes("/interaction/"));
  if (!page.url().startsWith(siteUrl)) {
    await Promise.all([page.waitForURL((url) => url.href.startsWith(siteUrl)), page.click('button[type="submit"]')]);
  }
  return { page, callback };
}

Deno.test("sign-in with an OpenID Connect provider links to existing users by verified email", async (t) => {
  const site = await startSite();
  const port = freePort();
  const server = await startProvider(port, `${site.url}/api/auth/oidc/callback`);
  const env = { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret };
  try {
    await site.restartWith({ ...env, OIDC_LABEL: "Test SSO" });
    await createUser(site.kv, { name: "Ana", email: "ana@example.test", role: "editor", password: "password-ana-1" });
    await withBrowser(async (browser) => {
      let replay = "";
      await t.step("a verified email of an existing user signs that user in", async () => {
        const { page, callback } = await providerSignIn(browser, site.url, "ana");
        assert.equal(new URL(page.url()).pathname, "/admin/posts", "back to the page asked for");
        assert.equal(await page.textContent(".sidebar .me .email"), "ana@example.test");
        const authorize = new URL(callback);
        assert.ok(authorize.searchParams.get("code") && authorize.searchParams.get("state"));
        replay = callback;
        await page.close();
      });

      await t.step("a callback is used once and only by the browser that started it", async () => {
        const page = await browser.newPage();
        await page.goto(replay);
        assert.equal(new URL(page.url()).pathname, "/admin/login");
        assert.equal(new URL(page.url()).searchParams.get("sso"), "failed");
        assert.match(await page.textContent(".error-box") ?? "", /Sign-in with the provider failed/);
        await page.close();
      });

      await t.step("an unknown email signs nobody in and creates no account", async () => {
        const before = await countUsers(site.kv);
        const { page } = await providerSignIn(browser, site.url, "nadie");
        assert.equal(new URL(page.url()).searchParams.get("sso"), "unknown");
        assert.match(await page.textContent(".error-box") ?? "", /No active account uses this email address/);
        assert.equal(await countUsers(site.kv), before);
        assert.equal(await getUserByEmail(site.kv, "nadie@example.test"), null);
        await page.close();
      });

      await t.step("an unverified email is refused, even an admin's", async () => {
        const { page } = await providerSignIn(browser, site.url, "falsa");
        assert.equal(new URL(page.url()).searchParams.get("sso"), "unverified");
        const me = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
        assert.equal(me, 401);
        await page.close();
      });

      await t.step("a deactivated user is refused", async () => {
        const ana = (await getUserByEmail(site.kv, "ana@example.test"))!;
        await changeUser(site.kv, ana.id, { active: false }, "someone else");
        const { page } = await providerSignIn(browser, site.url, "ana");
        assert.equal(new URL(page.url()).searchParams.get("sso"), "unknown");
        await page.close();
      });
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await site.close();
  }
});

Deno.test("without provider settings there is no provider button and the routes are 404", async () => {
  const site = await startSite();
  try {
    const login = await (await fetch(`${site.url}/admin/login`)).text();
    assert.doesNotMatch(login, /Sign in with/);
    for (const path of ["/api/auth/oidc/start", "/api/auth/oidc/callback?state=x&code=y"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      assert.equal(response.status, 404, path);
      await response.body?.cancel();
    }
  } finally {
    await site.close();
  }
});
