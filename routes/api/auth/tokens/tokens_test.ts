import assert from "node:assert/strict";
import { createTestUser, postJson, withApp } from "@/tests/support/auth.ts";
import { createSessionToken } from "@/lib/db/sessions.ts";

const BASE = "http://blog.test/api/auth/tokens";

Deno.test("users create, list and revoke their API tokens", () =>
  withApp(async (app, kv) => {
    const id = await createTestUser(kv, { email: "ana@example.com" });
    const session = (await createSessionToken(kv, id)).token;
    const auth = { authorization: `Bearer ${session}` };

    const created = await postJson(app, BASE, { name: " Deploy script ", expires_in_days: 30 }, auth);
    assert.equal(created.status, 201);
    const { token, record } = await created.json();
    assert.equal(record.name, "Deploy script");
    assert.equal(record.kind, "api");
    assert.equal(record.user_id, id);
    const lifetime = Date.parse(record.expires_at) - Date.parse(record.created_at);
    assert.equal(lifetime, 30 * 86_400_000);

    const me = await app.request("http://blog.test/api/auth/me", {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.status, 200);

    const listed = await app.request(BASE, { headers: auth });
    const { tokens } = await listed.json();
    assert.deepEqual(tokens.map((t: { kind: string }) => t.kind).sort(), ["api", "session"]);
    assert.equal(JSON.stringify(tokens).includes(token), false);

    const revoked = await app.request(`${BASE}/${record.id}`, { method: "DELETE", headers: auth });
    assert.equal(revoked.status, 200);
    assert.deepEqual(await revoked.json(), { ok: true });
    const after = await app.request("http://blog.test/api/auth/me", {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(after.status, 401);
    const again = await app.request(`${BASE}/${record.id}`, { method: "DELETE", headers: auth });
    assert.equal(again.status, 404);
  }));

Deno.test("tokens without expiry, invalid input, and other users' tokens", () =>
  withApp(async (app, kv) => {
    const ana = await createTestUser(kv, { email: "ana@example.com" });
    const ben = await createTestUser(kv, { email: "ben@example.com" });
    const anaAuth = { authorization: `Bearer ${(await createSessionToken(kv, ana)).token}` };
    const benAuth = { authorization: `Bearer ${(await createSessionToken(kv, ben)).token}` };

    const forever = await (await postJson(app, BASE, { name: "CI" }, anaAuth)).json();
    assert.equal(forever.record.expires_at, null);
    const bad = await postJson(app, BASE, { name: "", expires_in_days: 0 }, anaAuth);
    assert.equal(bad.status, 400);
    const body = await bad.json();
    assert.ok(body.fields.name && body.fields.expires_in_days);

    const foreign = await app.request(`${BASE}/${forever.record.id}`, { method: "DELETE", headers: benAuth });
    assert.equal(foreign.status, 404);
    const stillWorks = await app.request("http://blog.test/api/auth/me", {
      headers: { authorization: `Bearer ${forever.token}` },
    });
    assert.equal(stillWorks.status, 200);
    assert.equal((await postJson(app, BASE, { name: "x" })).status, 401);
  }));
