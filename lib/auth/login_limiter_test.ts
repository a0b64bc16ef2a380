import assert from "node:assert/strict";
import { RateLimitError } from "../errors.ts";
import { countAttempts } from "../db/rate_limits.ts";
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_ADDRESS_RULE,
  loginRateLimitMessage,
  recordLoginSuccess,
  reserveLoginAttempt,
} from "./login_limiter.ts";

Deno.test("limits are 5 per account and 20 per address per 15 minutes", () => {
  assert.deepEqual(LOGIN_ACCOUNT_RULE, { limit: 5, windowMs: 15 * 60_000 });
  assert.deepEqual(LOGIN_ADDRESS_RULE, { limit: 20, windowMs: 15 * 60_000 });
});

Deno.test("the account limit throws RateLimitError with the wait in seconds and minutes", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = Date.now();
    const attempt = { email: "Ana@Example.com", address: "10.0.0.1" };
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(kv, attempt, now);
    const error = await reserveLoginAttempt(kv, { ...attempt, email: "ana@example.com" }, now + 60_000)
      .then(() => null, (e) => e);
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.retryAfter, 14 * 60);
    assert.equal(error.message, "Too many login attempts. Please try again in 14 minutes.");
  } finally {
    kv.close();
  }
});

Deno.test("success clears the account counter and releases the address slot", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const attempt = { email: "ana@example.com", address: "10.0.0.1" };
    for (let i = 0; i < 3; i++) await reserveLoginAttempt(kv, attempt);
    await recordLoginSuccess(kv, attempt);
    assert.equal(await countAttempts(kv, ["login_account", "ana@example.com"]), 0);
    assert.equal(await countAttempts(kv, ["login_address", "10.0.0.1"]), 2);
  } finally {
    kv.close();
  }
});

Deno.test("messages round up to whole minutes", () => {
  assert.equal(loginRateLimitMessage(1), "Too many login attempts. Please try again in 1 minute.");
  assert.equal(loginRateLimitMessage(61), "Too many login attempts. Please try again in 2 minutes.");
  assert.equal(loginRateLimitMessage(900), "Too many login attempts. Please try again in 15 minutes.");
});
