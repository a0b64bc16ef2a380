import assert from "node:assert/strict";
import { claimLease, releaseLease } from "./lease.ts";
import { withKv } from "@/tests/support/kv.ts";

const KEY: Deno.KvKey = ["meta", "test_lease"];
const LEASE_MS = 60_000;

Deno.test("a live claim keeps others out, its owner renews it, and a stale one is taken over", () =>
  withKv(async (kv) => {
    assert.deepEqual(await claimLease(kv, KEY, "a", 1_000, LEASE_MS), { owner: "a", until: 61_000 });
    assert.equal(await claimLease(kv, KEY, "b", 2_000, LEASE_MS), null, "a holds it");
    assert.deepEqual(await claimLease(kv, KEY, "a", 30_000, LEASE_MS), { owner: "a", until: 90_000 }, "renewed");
    assert.equal(await claimLease(kv, KEY, "b", 89_999, LEASE_MS), null);
    assert.deepEqual(await claimLease(kv, KEY, "b", 90_000, LEASE_MS), { owner: "b", until: 150_000 }, "taken over");
    assert.deepEqual((await kv.get(KEY)).value, { owner: "b", until: 150_000 }, "stored shape");
  }));

Deno.test("only the owner's release deletes the claim", () =>
  withKv(async (kv) => {
    await claimLease(kv, KEY, "a", 0, LEASE_MS);
    await releaseLease(kv, KEY, "b");
    assert.equal((await kv.get<{ owner: string }>(KEY)).value?.owner, "a");
    await releaseLease(kv, KEY, "a");
    assert.equal((await kv.get(KEY)).versionstamp, null);
  }));

Deno.test("of claims racing on one key exactly one wins", () =>
  withKv(async (kv) => {
    const owners = ["a", "b", "c", "d", "e"];
    const won = await Promise.all(owners.map((owner) => claimLease(kv, KEY, owner, 0, LEASE_MS)));
    assert.equal(won.filter((claim) => claim !== null).length, 1);
  }));

Deno.test("a queue entry keeps its other fields, and existingOnly never creates one", () =>
  withKv(async (kv) => {
    assert.equal(await claimLease(kv, KEY, "a", 0, LEASE_MS, { existingOnly: true }), null);
    assert.equal((await kv.get(KEY)).versionstamp, null);
    await kv.set(KEY, { owner: null, until: 0, failures: 2 });
    const claimed = await claimLease(kv, KEY, "a", 5, LEASE_MS, { existingOnly: true });
    assert.deepEqual(claimed, { owner: "a", until: 60_005, failures: 2 });
  }));
