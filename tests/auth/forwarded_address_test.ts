/**
 * Behind a trusted proxy (`TRUST_PROXY`), rate limits count the address the proxy appended to `X-Forwarded-For`,
 * not what the client wrote before it: a client rotating its own first hop still meets the sign-in and contact
 * limits, while two clients the proxy tells apart keep their own allowances.
 */
import assert from "node:assert/strict";
import { LOGIN_PAIR_RULE } from "@/lib/auth/login_limiter.ts";
import { CONTACT_RULE } from "@/lib/site/limits.ts";
import { createSessionToken } from "@/lib/db/sessions.ts";
import { createTestUser, postJson, TEST_ORIGIN, type TestApp, withApp } from "../support/auth.ts";

const CLIENT = "203.0.113.9";
const PROXY = "10.0.0.2";

/** Runs `fn` with the app of a server started with `TRUST_PROXY=value`. */
function withTrustProxy(value: string, fn: (app: TestApp, kv: Deno.Kv) => Promise<void>): Promise<void> {
  return withApp(async (_app, kv, appWith) => await fn(await appWith({ TRUST_PROXY: value }), kv));
}

/** Statuses of `count` requests, each with a new made-up first hop before `forwardedTail`. */
async function rotatingFirstHop(
  count: number,
  forwardedTail: string,
  send: (headers: Record<string, string>) => Promise<Response>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send({ "x-forwarded-for": `198.51.100.${i + 1}, ${forwardedTail}` });
    statuses.push(response.status);
    await response.body?.cancel();
  }
  return statuses;
}

Deno.test("TRUST_PROXY=1: 30 wrong passwords with a rotating first hop meet a 429", () =>
  withTrustProxy("1", async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const wrong = (headers: Record<string, string>) =>
      postJson(app, `${TEST_ORIGIN}/api/auth/login`, { email: "ana@example.com", password: "guess" }, headers);
    const statuses = await rotatingFirstHop(30, CLIENT, wrong);
    assert.deepEqual(statuses.slice(0, LOGIN_PAIR_RULE.limit), Array(LOGIN_PAIR_RULE.limit).fill(401));
    assert.deepEqual(statuses.slice(LOGIN_PAIR_RULE.limit), Array(30 - LOGIN_PAIR_RULE.limit).fill(429));
    const other = await postJson(app, `${TEST_ORIGIN}/api/auth/login`, {
      email: "ana@example.com",
      password: "correct-password",
    }, { "x-forwarded-for": `${CLIENT}, 198.51.100.77` });
    assert.equal(other.status, 200, "another client behind the proxy is not limited");
    await other.body?.cancel();
  }));

Deno.test("TRUST_PROXY=1: the contact limit holds against a rotating first hop", () =>
  withTrustProxy("1", async (app) => {
    const message = { name: "Ana", email: "ana@example.com", subject: "otro", message: "Hola" };
    const send = (headers: Record<string, string>) => postJson(app, `${TEST_ORIGIN}/api/contact`, message, headers);
    const statuses = await rotatingFirstHop(CONTACT_RULE.limit + 3, CLIENT, send);
    assert.deepEqual(statuses, [...Array(CONTACT_RULE.limit).fill(201), 429, 429, 429]);
  }));

Deno.test("TRUST_PROXY=2: the second address from the right counts, whatever the client writes before it", () =>
  withTrustProxy("2", async (app, kv) => {
    await createTestUser(kv, { email: "ana@example.com" });
    const wrong = (headers: Record<string, string>) =>
      postJson(app, `${TEST_ORIGIN}/api/auth/login`, { email: "ana@example.com", password: "guess" }, headers);
    const statuses = await rotatingFirstHop(LOGIN_PAIR_RULE.limit + 1, `${CLIENT}, ${PROXY}`, wrong);
    assert.equal(statuses.at(-1), 429);
    const next = await wrong({ "x-forwarded-for": `${CLIENT}, 10.0.0.3, ${PROXY}` });
    assert.equal(next.status, 401, "a different address in the counted hop is another client");
    await next.body?.cancel();
  }));

/** A signed-in browser's write (an empty post): 400 means the origin check let it through, 403 that it stopped it. */
async function browserWrite(app: TestApp, token: string, headers: Record<string, string>): Promise<number> {
  const response = await postJson(app, "http://127.0.0.1:8000/api/posts", {}, {
    cookie: `session=${token}`,
    ...headers,
  });
  await response.body?.cancel();
  return response.status;
}

Deno.test("TRUST_PROXY=N: X-Forwarded-Host and -Proto are read at the N-th entry from the right, as -For", () =>
  withApp(async (_app, kv, appWith) => {
    const user = await createTestUser(kv, { email: "ana@example.com" });
    const { token } = await createSessionToken(kv, user);
    // The client wrote its own host and scheme first; the one proxy appended what it really saw.
    const forwarded = { "x-forwarded-host": "evil.example, recetas.example", "x-forwarded-proto": "https, http" };
    {
      const app = await appWith({ TRUST_PROXY: "1" });
      assert.equal(await browserWrite(app, token, { ...forwarded, origin: "https://evil.example" }), 403);
      assert.equal(await browserWrite(app, token, { ...forwarded, origin: "https://recetas.example" }), 403);
      assert.equal(
        await browserWrite(app, token, { ...forwarded, origin: "http://recetas.example" }),
        400,
        "the proxy's host and scheme make the site's origin: past the origin check to the body's validation",
      );
      const page = await app.request(`${TEST_ORIGIN}/`, { headers: forwarded });
      await page.body?.cancel();
      assert.equal(page.headers.get("strict-transport-security"), null, "the client's https earns no HSTS");
    }
    {
      const app = await appWith({ TRUST_PROXY: "2" });
      assert.equal(await browserWrite(app, token, { ...forwarded, origin: "https://evil.example" }), 400);
      const page = await app.request(`${TEST_ORIGIN}/`, { headers: forwarded });
      await page.body?.cancel();
      assert.match(page.headers.get("strict-transport-security") ?? "", /max-age=/, "two proxies: the outer one's");
    }
  }));
