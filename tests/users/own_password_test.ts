/**
 * Changing one's own password (`PUT /api/auth/password`) over HTTP: every other session and API token of the
 * account ends, the session or token that made the change stays (a cookie session or a bearer API token alike),
 * and guesses at the current password are limited like sign-ins (429 with Retry-After, shared with the sign-in
 * form's counters).
 */
import assert from "node:assert/strict";
import { LOGIN_PAIR_RULE } from "@/lib/auth/login_limiter.ts";
import { apiLogin, startSite, TEST_ADMIN, type TestSite } from "../support/site.ts";

const NEW_PASSWORD = "a brand new password";

/** Status of `GET /api/auth/me` with `token` as a bearer token. */
async function meStatus(site: TestSite, token: string): Promise<number> {
  const response = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

/** A new API token of the user signed in with `session`. */
async function apiToken(site: TestSite, session: string): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/tokens`, {
    method: "POST",
    headers: { Authorization: `Bearer ${session}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "laptop" }),
  });
  assert.equal(response.status, 201);
  return (await response.json()).token;
}

/** `PUT /api/auth/password` with the given credentials headers. */
function changePassword(site: TestSite, auth: Record<string, string>, current: string): Promise<Response> {
  return fetch(`${site.url}/api/auth/password`, {
    method: "PUT",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ current_password: current, new_password: NEW_PASSWORD }),
  });
}

Deno.test("a password change from a browser session ends every other session and API token", async () => {
  const site = await startSite();
  try {
    const browser = await apiLogin(site);
    const otherSession = await apiLogin(site);
    const token = await apiToken(site, otherSession);
    for (const live of [browser, otherSession, token]) assert.equal(await meStatus(site, live), 200);

    const changed = await changePassword(site, { Cookie: `session=${browser}`, Origin: site.url }, TEST_ADMIN.password);
    assert.deepEqual({ status: changed.status, body: await changed.json() }, {
      status: 200,
      body: { success: true },
    });
    assert.equal(await meStatus(site, browser), 200, "the session that changed the password stays signed in");
    assert.equal(await meStatus(site, otherSession), 401);
    assert.equal(await meStatus(site, token), 401);
    await apiLogin(site, { email: TEST_ADMIN.email, password: NEW_PASSWORD });
  } finally {
    await site.close();
  }
});

Deno.test("a password change with an API token keeps that token and ends everything else", async () => {
  const site = await startSite();
  try {
    const session = await apiLogin(site);
    const token = await apiToken(site, session);
    const otherToken = await apiToken(site, session);
    const changed = await changePassword(site, { Authorization: `Bearer ${token}` }, TEST_ADMIN.password);
    assert.equal(changed.status, 200);
    await changed.body?.cancel();
    assert.equal(await meStatus(site, token), 200);
    assert.equal(await meStatus(site, session), 401);
    assert.equal(await meStatus(site, otherToken), 401);
  } finally {
    await site.close();
  }
});

Deno.test("guesses at the current password are limited like sign-ins: 429 with Retry-After", async () => {
  const site = await startSite();
  try {
    const session = await apiLogin(site);
    const statuses: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 12; i++) {
      const response = await changePassword(site, { Authorization: `Bearer ${session}` }, `guess ${i}`);
      statuses.push(response.status);
      if (response.status === 429) limited ??= response;
      if (response !== limited) await response.body?.cancel();
    }
    const allowed = LOGIN_PAIR_RULE.limit;
    assert.deepEqual(statuses, [...Array(allowed).fill(400), ...Array(12 - allowed).fill(429)]);
    const retryAfter = Number(limited!.headers.get("retry-after"));
    assert.ok(retryAfter > 0 && retryAfter <= LOGIN_PAIR_RULE.windowMs / 1000, String(retryAfter));
    assert.match((await limited!.json()).error, /Please try again in \d+ minutes?\./);

    const right = await changePassword(site, { Authorization: `Bearer ${session}` }, TEST_ADMIN.password);
    assert.equal(right.status, 429, "the right password waits too, and the password is unchanged");
    await right.body?.cancel();
    await assert.rejects(apiLogin(site), /429/, "the sign-in form shares the counters");
    assert.equal(await meStatus(site, session), 200);
  } finally {
    await site.close();
  }
});
