import assert from "node:assert/strict";
import { clearAttempts, countAttempts, releaseAttempt, reserveAttempts } from "./rate_limits.ts";

const MINUTE = 60_000;
const rule = { limit: 3, windowMs: 10 * MINUTE };

Deno.test("attempts are refused once the limit is reached, until the window closes", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = Date.now();
    const counter = { name: ["t", "a"], rule };
    for (let i = 0; i < 3; i++) {
      assert.deepEqual(await reserveAttempts(kv, [counter], now + i * MINUTE), { ok: true, counts: [i + 1] });
    }
    const refused = await reserveAttempts(kv, [counter], now + 4 * MINUTE);
    assert.deepEqual(refused, { ok: false, retryAfterMs: 6 * MINUTE });
    assert.equal(await countAttempts(kv, ["t", "a"], now + 4 * MINUTE), 3);
    assert.deepEqual(await reserveAttempts(kv, [counter], now + 10 * MINUTE), { ok: true, counts: [1] });
    assert.equal(await countAttempts(kv, ["t", "a"], now + 10 * MINUTE), 1);
  } finally {
    kv.close();
  }
});

Deno.test("parallel attempts are counted exactly", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const counter = { name: ["t", "parallel"], rule: { limit: 5, windowMs: MINUTE } };
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveAttempts(kv, [counter])));
    assert.equal(results.filter((r) => r.ok).length, 5);
    assert.equal(await countAttempts(kv, ["t", "parallel"]), 5);
  } finally {
    kv.close();
  }
});

Deno.test("several counters are reserved all or none", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = Date.now();
    const small = { name: ["t", "small"], rule: { limit: 1, windowMs: MINUTE } };
    const big = { name: ["t", "big"], rule: { limit: 10, windowMs: MINUTE } };
    assert.equal((await reserveAttempts(kv, [small, big], now)).ok, true);
    const refused = await reserveAttempts(kv, [small, big], now);
    assert.equal(refused.ok, false);
    assert.equal(await countAttempts(kv, ["t", "big"], now), 1);
  } finally {
    kv.close();
  }
});

Deno.test("release gives back one attempt and clear forgets the counter", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const counter = { name: ["t", "r"], rule };
    await reserveAttempts(kv, [counter]);
    await reserveAttempts(kv, [counter]);
    await releaseAttempt(kv, ["t", "r"]);
    assert.equal(await countAttempts(kv, ["t", "r"]), 1);
    await clearAttempts(kv, ["t", "r"]);
    assert.equal(await countAttempts(kv, ["t", "r"]), 0);
    await releaseAttempt(kv, ["t", "r"]);
    assert.equal(await countAttempts(kv, ["t", "r"]), 0);
  } finally {
    kv.close();
  }
});
