import assert from "node:assert/strict";
import { AddressBudget } from "./address_budget.ts";

Deno.test("address budget: a burst, then one token per 1/rate seconds, per address", () => {
  let now = 0;
  const budget = new AddressBudget({ perSecond: 2, now: () => now });
  for (let i = 0; i < 8; i++) assert.ok(budget.spend("203.0.113.5"), `spend ${i + 1} of the 4 s burst`);
  assert.equal(budget.spend("203.0.113.5"), false, "the ninth is refused");
  assert.equal(budget.allows("203.0.113.5"), false);
  assert.ok(budget.spend("198.51.100.7"), "another address has its own budget");
  now += 400;
  assert.equal(budget.allows("203.0.113.5"), false, "0.8 of a token is not one");
  now += 100;
  assert.ok(budget.allows("203.0.113.5"), "one token back after half a second");
  assert.ok(budget.spend("203.0.113.5"));
  assert.equal(budget.spend("203.0.113.5"), false);
  now += 60_000;
  for (let i = 0; i < 8; i++) assert.ok(budget.spend("203.0.113.5"), "refilled to the burst, not beyond");
  assert.equal(budget.spend("203.0.113.5"), false);
});

Deno.test("address budget: rate 0 refuses nothing; remembered addresses are bounded", () => {
  const off = new AddressBudget({ perSecond: 0 });
  for (let i = 0; i < 100; i++) assert.ok(off.spend("203.0.113.5"));
  assert.equal(off.size, 0, "an unlimited budget remembers nobody");
  const budget = new AddressBudget({ perSecond: 1, burst: 1, maxAddresses: 3, now: () => 0 });
  for (let i = 0; i < 1000; i++) budget.spend(`10.0.${i >> 8}.${i & 255}`);
  assert.equal(budget.size, 3);
  assert.equal(budget.spend("10.0.3.231"), false, "a recent address is still remembered as spent");
  assert.ok(budget.spend("10.0.0.0"), "the oldest was forgotten (forgiven)");
});
