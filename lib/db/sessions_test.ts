import assert from "node:assert/strict";
import { createUser } from "./users.ts";
import {
  createApiToken,
  createSessionToken,
  hashToken,
  listTokens,
  REMEMBERED_SESSION_MS,
  resolveToken,
  revokeToken,
  revokeTokenBySecret,
  SESSION_MS,
} from "./sessions.ts";

const DAY = 24 * 60 * 60 * 1000;

async function withUser(fn: (kv: Deno.Kv, userId: string) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  try {
    const user = await createUser(
      kv,
      { name: "Ana", email: "ana@example.com", role: "editor", password: "password-1" },
      { hashParams: { N: 2 ** 10, r: 8, p: 1 } },
    );
    await fn(kv, user.id);
  } finally {
    kv.close();
  }
}

Deno.test("session tokens resolve to their user and are stored only as hashes", () =>
  withUser(async (kv, userId) => {
    const { token, record } = await createSessionToken(kv, userId);
    assert.equal(record.kind, "session");
    const resolved = await resolveToken(kv, token);
    assert.deepEqual(resolved?.user, { id: userId, name: "Ana", email: "ana@example.com", role: "editor" });
    assert.equal(resolved?.record.id, record.id);
    assert.ok((await kv.get(["auth_tokens", await hashToken(token)])).value);
    for await (const entry of kv.list({ prefix: [] })) {
      assert.equal(
        JSON.stringify(entry, (_, v) => typeof v === "bigint" ? String(v) : v).includes(token),
        false,
      );
    }
    assert.equal(await resolveToken(kv, token + "x"), null);
    assert.equal(await resolveToken(kv, ""), null);
  }));

Deno.test("session lifetime is 1 day, or 30 days when remembered", () =>
  withUser(async (kv, userId) => {
    const now = Date.now();
    const short = await createSessionToken(kv, userId, { now });
    const long = await createSessionToken(kv, userId, { remember: true, now });
    assert.equal(Date.parse(short.record.expires_at!) - now, SESSION_MS);
    assert.equal(Date.parse(long.record.expires_at!) - now, REMEMBERED_SESSION_MS);
    assert.ok(await resolveToken(kv, short.token, now + DAY - 1000));
    assert.equal(await resolveToken(kv, short.token, now + DAY + 1000), null);
    assert.ok(await resolveToken(kv, long.token, now + 30 * DAY - 1000));
    assert.equal(await resolveToken(kv, long.token, now + 30 * DAY + 1000), null);
  }));

Deno.test("expired API tokens are rejected; tokens without expiry are kept", () =>
  withUser(async (kv, userId) => {
    const past = Date.now() - 3 * DAY;
    const expired = await createApiToken(kv, userId, { name: "old", expiresInDays: 1, now: past });
    const forever = await createApiToken(kv, userId, { name: "ci" });
    assert.equal(forever.record.expires_at, null);
    assert.equal(await resolveToken(kv, expired.token), null);
    assert.equal((await resolveToken(kv, forever.token))?.record.name, "ci");
    const listed = await listTokens(kv, userId);
    assert.deepEqual(listed.map((t) => t.name), ["ci"]);
  }));

Deno.test("resolving records last use", () =>
  withUser(async (kv, userId) => {
    const { token } = await createApiToken(kv, userId, { name: "ci" });
    const before = await listTokens(kv, userId);
    assert.equal(before[0].last_used_at, undefined);
    await resolveToken(kv, token);
    const after = await listTokens(kv, userId);
    assert.ok(after[0].last_used_at);
  }));

Deno.test("listTokens shows the user's tokens without secrets, newest first", () =>
  withUser(async (kv, userId) => {
    const a = await createApiToken(kv, userId, { name: "first" });
    const b = await createSessionToken(kv, userId);
    const other = await createUser(
      kv,
      { name: "B", email: "b@example.com", role: "admin", password: "password-1" },
      { hashParams: { N: 2 ** 10, r: 8, p: 1 } },
    );
    await createApiToken(kv, other.id, { name: "not mine" });
    const listed = await listTokens(kv, userId);
    assert.deepEqual(listed.map((t) => t.id), [b.record.id, a.record.id]);
    const text = JSON.stringify(listed);
    assert.equal(text.includes(a.token) || text.includes(b.token), false);
    assert.equal(text.includes(await hashToken(a.token)), false);
  }));

Deno.test("revoked tokens stop working", () =>
  withUser(async (kv, userId) => {
    const a = await createApiToken(kv, userId, { name: "a" });
    const b = await createSessionToken(kv, userId);
    assert.equal(await revokeToken(kv, "someone-else", a.record.id), false);
    assert.ok(await resolveToken(kv, a.token));
    assert.equal(await revokeToken(kv, userId, a.record.id), true);
    assert.equal(await resolveToken(kv, a.token), null);
    assert.equal(await revokeToken(kv, userId, a.record.id), false);
    assert.equal(await revokeTokenBySecret(kv, b.token), true);
    assert.equal(await resolveToken(kv, b.token), null);
    assert.equal(await revokeTokenBySecret(kv, b.token), false);
    assert.deepEqual(await listTokens(kv, userId), []);
  }));

Deno.test("tokens of deleted users do not resolve", () =>
  withUser(async (kv, userId) => {
    const { token } = await createApiToken(kv, userId, { name: "a" });
    await kv.delete(["users", userId]);
    assert.equal(await resolveToken(kv, token), null);
  }));
