/**
 * Sign-in with GitHub through the real app over HTTP, against a fake GitHub on 127.0.0.1
 * (`tests/support/fake_github.ts`, which checks the client, redirect URI, scope, state and PKCE S256): the primary,
 * verified address of an existing user signs that user in; an unverified primary address, a verified address that
 * is not the primary one, an unknown address and a deactivated user are refused and no account is created; a
 * callback without the browser's state cookie, with another state, replayed, refused by GitHub or meant for another
 * provider signs nobody in. Without GitHub settings there is no button and the routes are 404.
 */
import assert from "node:assert/strict";
import { changeUser } from "@/lib/db/user_admin.ts";
import { countUsers, createUser, getUserByEmail } from "@/lib/db/users.ts";
import { browse, type Browsed, CookieJar } from "../support/cookie_jar.ts";
import { type FakeGithub, type GithubEmail, startFakeGithub } from "../support/fake_github.ts";
import { startSite, TEST_ADMIN, type TestSite, withSiteEnv } from "../support/site.ts";

const NEXT = "/admin/posts";

/** Signs in with GitHub as an account with `emails`, in a fresh cookie jar. */
async function githubSignIn(site: TestSite, github: FakeGithub, emails: GithubEmail[]) {
  github.account = emails;
  const jar = new CookieJar(site.url);
  const result = await browse(jar, `${site.url}/api/auth/github/start?next=${encodeURIComponent(NEXT)}`);
  await result.response.body?.cancel();
  return { jar, ...result };
}

/** Starts a sign-in and stops at GitHub's redirect back: the callback URL and the state cookie. */
async function callbackOf(site: TestSite, github: FakeGithub, emails: GithubEmail[]) {
  github.account = emails;
  const jar = new CookieJar(site.url);
  const { url, response } = await browse(jar, `${site.url}/api/auth/github/start`, 1);
  await response.body?.cancel();
  assert.equal(response.status, 302, "GitHub redirects back");
  const callback = new URL(response.headers.get("location")!, url);
  assert.equal(callback.pathname, "/api/auth/github/callback");
  return { callback, cookie: `github_state=${jar.get("github_state")}` };
}

/** GETs `url` with exactly the `cookie` header given, without following redirects. */
async function getWithCookie(url: URL | string, cookie: string | null): Promise<Response> {
  const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
  await response.body?.cancel();
  return response;
}

function ssoCode(result: Browsed | Response, base?: string): string | null {
  const url = result instanceof Response ? new URL(result.headers.get("location") ?? "", base) : result.url;
  assert.equal(url.pathname, "/admin/login", `back on the sign-in page, not ${url.href}`);
  return url.searchParams.get("sso");
}

async function me(site: TestSite, jar: CookieJar): Promise<{ status: number; email?: string }> {
  const cookie = jar.header(new URL(`${site.url}/api/auth/me`));
  const response = await fetch(`${site.url}/api/auth/me`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  return { status: response.status, email: (await response.json()).user.email };
}

const primary = (email: string, verified = true): GithubEmail => ({ email, primary: true, verified });
const secondary = (email: string, verified = true): GithubEmail => ({ email, primary: false, verified });

Deno.test("sign-in with GitHub links to existing users by their primary, verified email", async (t) => {
  const site = await startSite();
  const github = startFakeGithub(`${site.url}/api/auth/github/callback`);
  const env = {
    GITHUB_CLIENT_ID: github.clientId,
    GITHUB_CLIENT_SECRET: github.clientSecret,
    GITHUB_BASE_URL: github.baseUrl,
    GITHUB_API_URL: github.apiUrl,
  };
  try {
    await createUser(site.kv, { name: "Ana", email: "ana@example.test", role: "editor", password: "password-ana-1" });
    await withSiteEnv(site, env, async () => {
      await t.step("the sign-in page shows 'Sign in with GitHub', next to the OpenID Connect button", async () => {
        const login = await (await fetch(`${site.url}/admin/login?next=${encodeURIComponent(NEXT)}`)).text();
        assert.match(login, /href="\/api\/auth\/github\/start\?next=%2Fadmin%2Fposts"[^>]*>Sign in with GitHub</);
        assert.doesNotMatch(login, /\/api\/auth\/oidc\/start/);
        await withSiteEnv(site, {
          OIDC_ISSUER: "https://sso.example.test",
          OIDC_CLIENT_ID: "c",
          OIDC_CLIENT_SECRET: "s",
        }, async () => {
          const both = await (await fetch(`${site.url}/admin/login`)).text();
          assert.match(both, /Sign in with single sign-on/);
          assert.match(both, /Sign in with GitHub/);
        });
      });

      await t.step("the primary, verified email of an existing user signs that user in", async () => {
        const result = await githubSignIn(site, github, [secondary("old@example.test"), primary("Ana@Example.TEST")]);
        assert.equal(result.url.href, `${site.url}${NEXT}`, "back to the page asked for");
        assert.equal(result.response.status, 200);
        assert.deepEqual(await me(site, result.jar), { status: 200, email: "ana@example.test" });
        const start = result.hops[0];
        assert.equal(start.status, 302);
        const stateCookie = start.setCookie.find((line) => line.startsWith("github_state="));
        assert.match(stateCookie ?? "", /HttpOnly/i);
        assert.match(stateCookie ?? "", /Path=\/api\/auth\/github/);
        assert.match(stateCookie ?? "", /SameSite=Lax/i);
        const asked = github.authorizations.at(-1)!;
        assert.equal(asked.get("scope"), "user:email");
        assert.equal(asked.get("code_challenge_method"), "S256");
        assert.equal(asked.get("redirect_uri"), `${site.url}/api/auth/github/callback`);
        assert.equal(result.jar.get("github_state"), undefined, "the state cookie is cleared");
        assert.deepEqual(github.refusals, []);
      });

      await t.step("an unverified primary email is refused, even an admin's", async () => {
        const result = await githubSignIn(site, github, [primary(TEST_ADMIN.email, false)]);
        assert.equal(ssoCode(result), "unverified");
        assert.equal((await me(site, result.jar)).status, 401);
        const page = await (await fetch(result.url)).text();
        assert.match(page, /The provider did not confirm your email address/);
      });

      await t.step("a verified email of a known user that is not the primary one is ignored", async () => {
        const unknownPrimary = await githubSignIn(site, github, [
          primary("stranger@example.test"),
          secondary(TEST_ADMIN.email),
        ]);
        assert.equal(ssoCode(unknownPrimary), "unknown");
        assert.equal((await me(site, unknownPrimary.jar)).status, 401);
        const unverifiedPrimary = await githubSignIn(site, github, [
          primary("ana@example.test", false),
          secondary(TEST_ADMIN.email),
        ]);
        assert.equal(ssoCode(unverifiedPrimary), "unverified");
        const noPrimary = await githubSignIn(site, github, [secondary(TEST_ADMIN.email)]);
        assert.equal(ssoCode(noPrimary), "unverified");
      });

      await t.step("an unknown email signs nobody in and creates no account", async () => {
        const before = await countUsers(site.kv);
        const result = await githubSignIn(site, github, [primary("nadie@example.test")]);
        assert.equal(ssoCode(result), "unknown");
        const page = await (await fetch(result.url)).text();
        assert.match(page, /No active account uses this email address/);
        assert.equal(await countUsers(site.kv), before);
        assert.equal(await getUserByEmail(site.kv, "nadie@example.test"), null);
        assert.equal((await me(site, result.jar)).status, 401);
      });

      await t.step("a callback needs the browser's state cookie and its own state, and works once", async () => {
        const { callback, cookie } = await callbackOf(site, github, [primary("ana@example.test")]);
        assert.equal(ssoCode(await getWithCookie(callback, null), site.url), "failed", "no cookie");
        const otherState = new URL(callback);
        otherState.searchParams.set("state", "another-state");
        assert.equal(ssoCode(await getWithCookie(otherState, cookie), site.url), "failed", "state ≠ cookie");
        assert.equal(
          ssoCode(await getWithCookie(otherState, "github_state=another-state"), site.url),
          "failed",
          "a state nobody started",
        );
        const signedIn = await getWithCookie(callback, cookie);
        assert.equal(signedIn.headers.get("location"), "/admin/dashboard", "the refusals used nothing");
        assert.match(signedIn.headers.getSetCookie().join("\n"), /^session=/m);
        assert.equal(ssoCode(await getWithCookie(callback, cookie), site.url), "failed", "replayed");
      });

      await t.step("GitHub's refusals sign nobody in", async () => {
        const { callback, cookie } = await callbackOf(site, github, [primary("ana@example.test")]);
        const denied = new URL(callback);
        denied.search = new URLSearchParams({ error: "access_denied", state: callback.searchParams.get("state")! })
          .toString();
        assert.equal(ssoCode(await getWithCookie(denied, cookie), site.url), "failed", "the user said no");

        const wrongSecret = await callbackOf(site, github, [primary("ana@example.test")]);
        await withSiteEnv(site, { GITHUB_CLIENT_SECRET: "not the secret" }, async () => {
          const response = await getWithCookie(wrongSecret.callback, wrongSecret.cookie);
          assert.equal(ssoCode(response, site.url), "failed");
        });
        assert.ok(github.refusals.some((line) => line.endsWith("incorrect_client_credentials")));
      });

      await t.step("a GitHub sign-in cannot be completed by the OpenID Connect callback", async () => {
        const { callback } = await callbackOf(site, github, [primary("ana@example.test")]);
        const state = callback.searchParams.get("state")!;
        await withSiteEnv(
          site,
          { OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" },
          async () => {
            const oidc = new URL(`/api/auth/oidc/callback${callback.search}`, site.url);
            assert.equal(ssoCode(await getWithCookie(oidc, `oidc_state=${state}`), site.url), "failed");
          },
        );
      });

      await t.step("a deactivated user is refused", async () => {
        const ana = (await getUserByEmail(site.kv, "ana@example.test"))!;
        await changeUser(site.kv, ana.id, { active: false }, "someone else");
        const result = await githubSignIn(site, github, [primary("ana@example.test")]);
        assert.equal(ssoCode(result), "unknown");
        assert.equal((await me(site, result.jar)).status, 401);
      });
    });
  } finally {
    await github.close();
    await site.close();
  }
});

Deno.test("without GitHub settings there is no GitHub button and the GitHub routes are 404", async () => {
  const site = await startSite();
  try {
    await withSiteEnv(site, { GITHUB_CLIENT_ID: "only-an-id" }, async () => {
      const login = await (await fetch(`${site.url}/admin/login`)).text();
      assert.doesNotMatch(login, /Sign in with GitHub/);
      for (const path of ["/api/auth/github/start", "/api/auth/github/callback?state=x&code=y"]) {
        const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
        assert.equal(response.status, 404, path);
        await response.body?.cancel();
      }
    });
  } finally {
    await site.close();
  }
});
