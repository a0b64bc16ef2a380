import assert from "node:assert/strict";
import { createTestUser, TEST_ORIGIN as BASE, type TestApp, withApp } from "../../tests/support/auth.ts";
import { canManageSite } from "./access.ts";
import { createApiToken, createSessionToken, revokeTokenBySecret } from "../db/sessions.ts";

async function sessionFor(kv: Deno.Kv, role = "admin"): Promise<string> {
  const id = await createTestUser(kv, { email: `${role}@example.com`, role });
  return (await createSessionToken(kv, id)).token;
}

/**
 * A write that needs a signed-in user: POST /api/posts with an empty JSON object. 400 (the post has no title)
 * means the guards let it through; 401/403 means they stopped it.
 */
function writePost(app: TestApp, headers: Record<string, string>, url = `${BASE}/api/posts`): Promise<Response> {
  return Promise.resolve(app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  }));
}

Deno.test("requests without credentials get 401 JSON from guarded API routes", () =>
  withApp(async (app) => {
    for (
      const [method, path] of [["GET", "/api/auth/me"], ["POST", "/api/posts"], [
        "GET",
        "/api/auth/tokens",
      ]]
    ) {
      const res = await app.request(BASE + path, { method });
      assert.equal(res.status, 401, path);
      assert.deepEqual(await res.json(), { error: "Authentication required" });
    }
  }));

Deno.test("bearer tokens and session cookies authenticate", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv, "editor");
    const viaBearer = await app.request(`${BASE}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(viaBearer.status, 200);
    assert.equal((await viaBearer.json()).user.email, "editor@example.com");
    const viaCookie = await app.request(`${BASE}/api/auth/me`, { headers: { cookie: `session=${token}` } });
    assert.equal(viaCookie.status, 200);
    const write = await writePost(app, { authorization: `Bearer ${token}` });
    assert.equal(write.status, 400, "past the guards to the body's validation");
    await write.body?.cancel();
  }));

Deno.test("a presented bearer token wins over the cookie", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv);
    const res = await app.request(`${BASE}/api/auth/me`, {
      headers: { authorization: "Bearer not-a-token", cookie: `session=${token}` },
    });
    assert.equal(res.status, 401);
  }));

Deno.test("revoked and expired tokens are rejected", () =>
  withApp(async (app, kv) => {
    const id = await createTestUser(kv, { email: "ana@example.com" });
    const revoked = await createApiToken(kv, id, { name: "old" });
    await revokeTokenBySecret(kv, revoked.token);
    const expired = await createApiToken(kv, id, {
      name: "expired",
      expiresInDays: 1,
      now: Date.now() - 2 * 86_400_000,
    });
    for (const token of [revoked.token, expired.token]) {
      const res = await app.request(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { error: "Authentication required" });
    }
  }));

Deno.test("editors get 403 on site-management pages; admins pass", () =>
  withApp(async (app, kv) => {
    const editor = await sessionFor(kv, "editor");
    const admin = await sessionFor(kv, "admin");
    const call = (token?: string) =>
      app.request(`${BASE}/admin/settings`, { headers: token ? { cookie: `session=${token}` } : {} });
    const denied = await call(editor);
    assert.equal(denied.status, 403);
    assert.match(await denied.text(), /Only administrators can manage this part of the site/);
    const allowed = await call(admin);
    assert.equal(allowed.status, 200);
    await allowed.body?.cancel();
    assert.equal((await call()).status, 302, "visitors go to the login page");
  }));

Deno.test("only admins can manage the site", () => {
  assert.equal(canManageSite({ role: "admin" }), true);
  assert.equal(canManageSite({ role: "editor" }), false);
  assert.equal(canManageSite({ role: "author" }), false);
  assert.equal(canManageSite(null), false);
});

Deno.test("cookie-authenticated writes must come from this origin", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv);
    const post = (headers: Record<string, string>) => writePost(app, { cookie: `session=${token}`, ...headers });

    const foreign = await post({ origin: "https://evil.example" });
    assert.equal(foreign.status, 403);
    assert.deepEqual(await foreign.json(), { error: "Cross-site request blocked" });
    assert.equal((await post({ origin: "null" })).status, 403);
    assert.equal((await post({ "sec-fetch-site": "cross-site" })).status, 403);
    assert.equal((await post({ "sec-fetch-site": "same-site" })).status, 403);
    assert.equal((await post({})).status, 403);

    const same = await post({ origin: BASE });
    assert.equal(same.status, 400, "past the guards to the body's validation");
    await same.body?.cancel();
    assert.equal((await post({ "sec-fetch-site": "same-origin" })).status, 400);
  }));

Deno.test("X-Forwarded-Host/-Proto name this origin only with TRUST_PROXY=1", () =>
  withApp(async (app, kv, appWith) => {
    const token = await sessionFor(kv);
    const proxied = (to = app) =>
      writePost(to, {
        cookie: `session=${token}`,
        origin: "https://recetas.example",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "recetas.example",
      }, "http://127.0.0.1:8000/api/posts");
    assert.equal((await proxied()).status, 403, "anyone can send X-Forwarded-Host");
    const behindProxy = await appWith({ TRUST_PROXY: "1" });
    assert.equal((await proxied(behindProxy)).status, 400, "past the origin check to the body's validation");
    const named = await appWith({ TRUST_PROXY: "1", SITE_URL: BASE });
    assert.equal((await proxied(named)).status, 403, "with SITE_URL set, forwarded headers name no other origin");
  }));

Deno.test("with SITE_URL set, only its origin passes the origin check, not the request's own Host", () =>
  withApp(async (_app, kv, appWith) => {
    const token = await sessionFor(kv);
    const named = await appWith({ SITE_URL: BASE });
    const from = (origin: string) =>
      writePost(
        named,
        { cookie: `session=${token}`, origin, host: "127.0.0.1:8000" },
        "http://127.0.0.1:8000/api/posts",
      );
    assert.equal((await from("http://127.0.0.1:8000")).status, 403, "the request's own origin is not SITE_URL");
    assert.equal((await from(BASE)).status, 400, "SITE_URL passes, on to the body's validation");
  }));

Deno.test("bearer requests, reads and writes from clients that are not browsers skip the origin check", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv);
    const bearer = await writePost(app, { authorization: `Bearer ${token}`, origin: "https://evil.example" });
    assert.equal(bearer.status, 400, "past the origin check to the body's validation");
    const read = await app.request(`${BASE}/api/auth/me`, {
      headers: { cookie: `session=${token}`, origin: "https://evil.example" },
    });
    assert.equal(read.status, 200);
    const script = await app.request(`${BASE}/api/auth/logout`, { method: "POST" });
    assert.equal(script.status, 200);
  }));

Deno.test("anonymous writes a browser marks as cross-site are blocked too", () =>
  withApp(async (app) => {
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of cases) {
      const res = await app.request(`${BASE}/api/auth/logout`, { method: "POST", headers });
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.deepEqual(await res.json(), { error: "Cross-site request blocked" });
    }
  }));

Deno.test("admin pages send visitors to the login page with the original path", () =>
  withApp(async (app, kv) => {
    const res = await app.request(`${BASE}/admin/posts?status=draft`);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/admin/login?next=%2Fadmin%2Fposts%3Fstatus%3Ddraft");
    assert.equal((await app.request(`${BASE}/admin/login`)).status, 200);
    const token = await sessionFor(kv, "editor");
    const signedIn = await app.request(`${BASE}/admin/posts`, { headers: { cookie: `session=${token}` } });
    assert.equal(signedIn.status, 200);
    assert.match(await signedIn.text(), /<h1[^>]*>Posts<\/h1>/);
  }));
