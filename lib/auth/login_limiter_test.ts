import assert from "node:assert/strict";
import { RateLimitError } from "../errors.ts";
import { countAttempts } from "../db/rate_limits.ts";
import { loginDelayMs, loginRateLimitMessage, recordLoginSuccess, reserveLoginAttempt } from "./login_limiter.ts";

async function withKv(fn: (kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

Deno.test("one address gets 20 attempts over all accounts per 15 minutes", () =>
  withKv(async (kv) => {
    const now = Date.now();
    const address = "10.0.0.9";
    for (let i = 0; i < 20; i++) await reserveLoginAttempt(kv, { email: `u${i % 4}@example.com`, address }, now);
    const refused = await reserveLoginAttempt(kv, { email: "new@example.com", address }, now + 60_000)
      .then(() => null, (e) => e);
    assert.ok(refused instanceof RateLimitError);
    assert.equal(refused.retryAfter, 14 * 60);
    await reserveLoginAttempt(kv, { email: "new@example.com", address }, now + 15 * 60_000);
  }));

Deno.test("the address + account limit throws RateLimitError with the wait in seconds and minutes", () =>
  withKv(async (kv) => {
    const now = Date.now();
    const attempt = { email: "Ana@Example.com", address: "10.0.0.1" };
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(kv, attempt, now);
    const error = await reserveLoginAttempt(kv, { ...attempt, email: "ana@example.com" }, now + 60_000)
      .then(() => null, (e) => e);
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.retryAfter, 14 * 60);
    assert.equal(error.message, "Too many login attempts. Please try again in 14 minutes.");
  }));

Deno.test("failures from many addresses never refuse the account: they slow it down", () =>
  withKv(async (kv) => {
    const now = Date.now();
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { delayMs } = await reserveLoginAttempt(kv, { email: "ana@example.com", address: `10.0.0.${i}` }, now);
      delays.push(delayMs);
    }
    assert.deepEqual(delays, [0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000]);
    const owner = await reserveLoginAttempt(kv, { email: "ana@example.com", address: "192.0.2.1" }, now);
    assert.equal(owner.delayMs, 10_000);
    const later = await reserveLoginAttempt(kv, { email: "ana@example.com", address: "192.0.2.1" }, now + 15 * 60_000);
    assert.equal(later.delayMs, 0, "the slowdown ends with the window");
  }));

Deno.test("the delay doubles from 1 s after five failures and stops at 10 s", () => {
  assert.deepEqual([0, 4, 5, 6, 7, 8, 9, 50, 10_000].map(loginDelayMs), [
    0,
    0,
    1000,
    2000,
    4000,
    8000,
    10_000,
    10_000,
    10_000,
  ]);
});

Deno.test("success clears the pair and account counters and gives back the address slot", () =>
  withKv(async (kv) => {
    const attempt = { email: "ana@example.com", address: "10.0.0.1" };
    for (let i = 0; i < 3; i++) await reserveLoginAttempt(kv, attempt);
    await recordLoginSuccess(kv, attempt);
    assert.equal(await countAttempts(kv, ["login_pair", "10.0.0.1", "ana@example.com"]), 0);
    assert.equal(await countAttempts(kv, ["login_account", "ana@example.com"]), 0);
    assert.equal(await countAttempts(kv, ["login_address", "10.0.0.1"]), 2);
  }));

Deno.test("messages round up to whole minutes", () => {
  assert.equal(loginRateLimitMessage(1), "Too many login attempts. Please try again in 1 minute.");
  assert.equal(loginRateLimitMessage(61), "Too many login attempts. Please try again in 2 minutes.");
  assert.equal(loginRateLimitMessage(900), "Too many login attempts. Please try again in 15 minutes.");
});
