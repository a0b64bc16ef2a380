import assert from "node:assert/strict";
import { createTestUser, withApp } from "./testing_app.ts";
import { canManageSite } from "./middleware.ts";
import { createApiToken, createSessionToken, revokeTokenBySecret } from "../db/sessions.ts";

const BASE = "http://blog.test";

async function sessionFor(kv: Deno.Kv, role = "admin"): Promise<string> {
  const id = await createTestUser(kv, { email: `${role}@example.com`, role });
  return (await createSessionToken(kv, id)).token;
}

Deno.test("requests without credentials get 401 JSON from guarded API routes", () =>
  withApp(async (app) => {
    for (
      const [method, path] of [["GET", "/api/auth/me"], ["POST", "/api/probe/write"], [
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
    const write = await app.request(`${BASE}/api/probe/write`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(await write.json(), { ok: true, via: "bearer" });
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

Deno.test("editors get 403 on admin-only routes; admins pass", () =>
  withApp(async (app, kv) => {
    const editor = await sessionFor(kv, "editor");
    const admin = await sessionFor(kv, "admin");
    const call = (token: string) =>
      app.request(`${BASE}/api/probe/settings`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}` },
      });
    const denied = await call(editor);
    assert.equal(denied.status, 403);
    assert.deepEqual(await denied.json(), { error: "You do not have permission to do this" });
    assert.equal((await call(admin)).status, 200);
    assert.equal((await app.request(`${BASE}/api/probe/settings`, { method: "PUT" })).status, 401);
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
    const post = (headers: Record<string, string>, url = `${BASE}/api/probe/write`) =>
      app.request(url, { method: "POST", headers: { cookie: `session=${token}`, ...headers } });

    const foreign = await post({ origin: "https://evil.example" });
    assert.equal(foreign.status, 403);
    assert.deepEqual(await foreign.json(), { error: "Cross-site request blocked" });
    assert.equal((await post({ origin: "null" })).status, 403);
    assert.equal((await post({ "sec-fetch-site": "cross-site" })).status, 403);
    assert.equal((await post({ "sec-fetch-site": "same-site" })).status, 403);
    assert.equal((await post({})).status, 403);

    const same = await post({ origin: BASE });
    assert.deepEqual(await same.json(), { ok: true, via: "cookie" });
    assert.equal((await post({ "sec-fetch-site": "same-origin" })).status, 200);
  }));

Deno.test("X-Forwarded-Host/-Proto name this origin only with TRUST_PROXY=1", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv);
    const proxied = () =>
      app.request("http://127.0.0.1:8000/api/probe/write", {
        method: "POST",
        headers: {
          cookie: `session=${token}`,
          origin: "https://recetas.example",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "recetas.example",
        },
      });
    const before = Deno.env.get("TRUST_PROXY");
    try {
      Deno.env.delete("TRUST_PROXY");
      assert.equal((await proxied()).status, 403, "anyone can send X-Forwarded-Host");
      Deno.env.set("TRUST_PROXY", "1");
      assert.equal((await proxied()).status, 200);
    } finally {
      if (before === undefined) Deno.env.delete("TRUST_PROXY");
      else Deno.env.set("TRUST_PROXY", before);
    }
  }));

Deno.test("bearer requests, reads and writes from clients that are not browsers skip the origin check", () =>
  withApp(async (app, kv) => {
    const token = await sessionFor(kv);
    const bearer = await app.request(`${BASE}/api/probe/write`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, origin: "https://evil.example" },
    });
    assert.equal(bearer.status, 200);
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
    assert.equal(await signedIn.text(), "page /admin/posts");
  }));
