import assert from "node:assert/strict";
import { createTestUser, postJson, withApp } from "@/tests/support/auth.ts";
import { resolveToken } from "@/lib/db/sessions.ts";

const LOGIN = "http://blog.test/api/auth/login";

function cookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

Deno.test("login answers the token and user and sets the session cookies", () =>
  withApp(async (app, kv) => {
    const id = await createTestUser(kv, { email: "ana@example.com", name: "Ana", role: "editor" });
    const res = await postJson(app, LOGIN, { email: " ANA@example.com", password: "correct-password" });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.deepEqual(Object.keys(body).sort(), ["token", "user"]);
    assert.deepEqual(body.user, { id, name: "Ana", email: "ana@example.com", role: "editor" });
    assert.equal((await resolveToken(kv, body.token))?.user.id, id);

    const session = cookie(res, "session");
    assert.ok(session?.startsWith(`session=${body.token};`), session);
    assert.match(session!, /; HttpOnly/);
    assert.match(session!, /; SameSite=Lax/);
    assert.match(session!, /; Path=\//);
    assert.match(session!, /; Max-Age=86400/);
    assert.doesNotMatch(session!, /Secure/);
    const hint = cookie(res, "signed_in");
    assert.ok(hint?.startsWith("signed_in=1;"));
    assert.doesNotMatch(hint!, /HttpOnly/);
    assert.match(hint!, /; Max-Age=86400/);
    assert.match(hint!, /; SameSite=Lax/);
  }));

Deno.test("remember me makes a 30-day session; https (or a trusted proxy saying so) makes the cookies Secure", () =>
  withApp(async (app, kv, appWith) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const res = await postJson(app, "https://blog.test/api/auth/login", {
      email: "ana@example.com",
      password: "correct-password",
      remember: true,
    });
    assert.equal(res.status, 200);
    for (const name of ["session", "signed_in"]) {
      assert.match(cookie(res, name)!, /; Max-Age=2592000/);
      assert.match(cookie(res, name)!, /; Secure/);
    }
    const viaProxy = (to = app) =>
      postJson(to, LOGIN, { email: "ana@example.com", password: "correct-password" }, {
        "x-forwarded-proto": "https",
      });
    assert.doesNotMatch(cookie(await viaProxy(), "session")!, /Secure/, "X-Forwarded-Proto alone proves nothing");
    assert.match(cookie(await viaProxy(await appWith({ TRUST_PROXY: "1" })), "session")!, /; Secure/);
  }));

Deno.test("a page on another site cannot sign a visitor in (login CSRF)", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const credentials = JSON.stringify({ email: "ana@example.com", password: "correct-password" });
    const form = await app.request(LOGIN, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: credentials,
    });
    assert.equal(form.status, 403);
    assert.equal(form.headers.getSetCookie().length, 0);
    const plain = await app.request(LOGIN, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: credentials,
    });
    assert.equal(plain.status, 415);
    assert.deepEqual(await plain.json(), { error: "Content-Type must be application/json" });
    assert.equal(plain.headers.getSetCookie().length, 0);
    const crossJson = await postJson(app, LOGIN, JSON.parse(credentials), { origin: "https://evil.example" });
    assert.equal(crossJson.status, 403);
    assert.equal(crossJson.headers.getSetCookie().length, 0);
    const ownPage = await postJson(app, LOGIN, JSON.parse(credentials), { origin: "http://blog.test" });
    assert.equal(ownPage.status, 200);
    await ownPage.body?.cancel();
  }));

Deno.test("wrong credentials answer 401 with one message for both cases", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    for (
      const body of [{ email: "ana@example.com", password: "wrong" }, {
        email: "x@example.com",
        password: "pw",
      }]
    ) {
      const res = await postJson(app, LOGIN, body);
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { error: "Invalid email or password" });
      assert.equal(res.headers.getSetCookie().length, 0);
    }
    const invalid = await postJson(app, LOGIN, { email: "ana@example.com" });
    assert.equal(invalid.status, 400);
  }));

Deno.test("after 5 failures from one address the account is limited there with 429 and Retry-After", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    for (let i = 0; i < 5; i++) {
      const res = await postJson(app, LOGIN, { email: "ana@example.com", password: `wrong-${i}` });
      assert.equal(res.status, 401);
    }
    const limited = await postJson(app, LOGIN, { email: "ana@example.com", password: "correct-password" });
    assert.equal(limited.status, 429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    assert.ok(retryAfter > 890 && retryAfter <= 900, String(retryAfter));
    assert.deepEqual(await limited.json(), {
      error: "Too many login attempts. Please try again in 15 minutes.",
    });
  }));

Deno.test("failures from other addresses cannot lock the owner out: the right password signs in after a wait", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const from = (hostname: string) => ({ remoteAddr: { transport: "tcp", hostname, port: 40000 } });
    for (let i = 0; i < 5; i++) {
      const res = await postJson(
        app,
        LOGIN,
        { email: "ana@example.com", password: `guess-${i}` },
        {},
        from(`203.0.113.${i}`),
      );
      assert.equal(res.status, 401);
    }
    const sixth = await postJson(
      app,
      LOGIN,
      { email: "ana@example.com", password: "guess" },
      {},
      from("203.0.113.0"),
    );
    assert.equal(sixth.status, 401, "one failure per address stays under the address + account limit");
    const started = performance.now();
    const owner = await postJson(app, LOGIN, { email: "ana@example.com", password: "correct-password" }, {}, {
      remoteAddr: { transport: "tcp", hostname: "192.0.2.10", port: 40000 },
    });
    const waited = performance.now() - started;
    assert.equal(owner.status, 200);
    assert.ok(waited >= 1900, `the sixth and seventh attempts on the account wait 1 s, then 2 s (waited ${waited} ms)`);
    await owner.body?.cancel();
  }));

Deno.test("a successful login clears the account's failures", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const fail = () => postJson(app, LOGIN, { email: "ana@example.com", password: "wrong" });
    for (let i = 0; i < 4; i++) assert.equal((await fail()).status, 401);
    assert.equal(
      (await postJson(app, LOGIN, { email: "ana@example.com", password: "correct-password" })).status,
      200,
    );
    for (let i = 0; i < 5; i++) assert.equal((await fail()).status, 401);
    assert.equal((await fail()).status, 429);
  }));

Deno.test("parallel failures are limited exactly", () =>
  withApp(async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postJson(app, LOGIN, { email: "ana@example.com", password: `guess-${i}` })),
    );
    const statuses = responses.map((res) => res.status).sort();
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    await Promise.all(responses.map((res) => res.body?.cancel()));
  }));

Deno.test("an address is limited after 20 failures across accounts", () =>
  withApp(async (app) => {
    const from = (hostname: string) => ({ remoteAddr: { transport: "tcp", hostname, port: 40000 } });
    const results = await Promise.all(
      Array.from(
        { length: 22 },
        (_, i) => postJson(app, LOGIN, { email: `user${i}@example.com`, password: "pw" }, {}, from("203.0.113.7")),
      ),
    );
    const statuses = results.map((res) => res.status);
    assert.equal(statuses.filter((s) => s === 401).length, 20);
    assert.equal(statuses.filter((s) => s === 429).length, 2);
    await Promise.all(results.map((res) => res.body?.cancel()));
    const elsewhere = await postJson(
      app,
      LOGIN,
      { email: "user0@example.com", password: "pw" },
      {},
      from("198.51.100.1"),
    );
    assert.equal(elsewhere.status, 401);
  }));
