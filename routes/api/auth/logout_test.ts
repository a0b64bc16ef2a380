import assert from "node:assert/strict";
import { createTestUser, postJson, withApp } from "@/tests/support/auth.ts";
import { resolveToken } from "@/lib/db/sessions.ts";

Deno.test("logout revokes the cookie session and clears both cookies", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const login = await postJson(app, "http://blog.test/api/auth/login", {
      email: "ana@example.com",
      password: "correct-password",
    });
    const { token } = await login.json();
    const res = await app.request("http://blog.test/api/auth/logout", {
      method: "POST",
      headers: { cookie: `session=${token}; signed_in=1`, origin: "http://blog.test" },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    const cleared = res.headers.getSetCookie();
    for (const name of ["session", "signed_in"]) {
      const line = cleared.find((c) => c.startsWith(`${name}=;`));
      assert.ok(line, `${name} cleared`);
      assert.match(line!, /Max-Age=0/);
      assert.match(line!, /Path=\//);
    }
    assert.equal(await resolveToken(kv, token), null);
    const me = await app.request("http://blog.test/api/auth/me", { headers: { cookie: `session=${token}` } });
    assert.equal(me.status, 401);
  }));

Deno.test("logout with a bearer token revokes that token only", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const signIn = async () =>
      (await (await postJson(app, "http://blog.test/api/auth/login", {
        email: "ana@example.com",
        password: "correct-password",
      })).json()).token as string;
    const first = await signIn();
    const second = await signIn();
    const res = await app.request("http://blog.test/api/auth/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${first}` },
    });
    assert.equal(res.status, 200);
    assert.equal(await resolveToken(kv, first), null);
    assert.ok(await resolveToken(kv, second));
  }));
