import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { CLEANUP_LEASE_MS, runDueCleanups, startStoreCleanups, type StoreCleanup } from "./cleanups.ts";
import { cleanupKey, migrationKey } from "./records.ts";
import type { Timer } from "../../process/due_loop.ts";

const DELAY_MS = 10 * 60_000;
const RECORDED_AT = Date.parse("2026-12-01T10:00:00.000Z");

/** Records migration 2 at {@link RECORDED_AT} and stores a key the cleanup removes. */
async function migrated(kv: Deno.Kv): Promise<void> {
  await kv.set(migrationKey(2), { name: "step 2", at: new Date(RECORDED_AT).toISOString(), ms: 1, summary: {} });
  await kv.set(["old", "key"], "still read by the earlier release");
}

function removal(runs: { count: number }, fail = () => false): StoreCleanup {
  return {
    id: 1,
    name: "old keys removal",
    after: 2,
    run: async (kv) => {
      runs.count++;
      if (fail()) throw new Error("disk full");
      await kv.delete(["old", "key"]);
      return { keys: 1 };
    },
  };
}

Deno.test("a cleanup waits until its migration's record is old enough, then runs once", () =>
  withKv(async (kv) => {
    await migrated(kv);
    const runs = { count: 0 };
    const cleanups = [removal(runs), { ...removal(runs), id: 2, after: 9 }];
    let clock = RECORDED_AT + DELAY_MS - 1;
    const options = { delayMs: DELAY_MS, now: () => clock };
    assert.equal(await runDueCleanups(kv, cleanups, options), RECORDED_AT + DELAY_MS, "due then");
    assert.equal(runs.count, 0);
    assert.equal((await kv.get(["old", "key"])).value, "still read by the earlier release");
    clock += 1;
    const log: string[] = [];
    assert.equal(await runDueCleanups(kv, cleanups, { ...options, log: (line) => log.push(line) }), null);
    assert.equal(runs.count, 1);
    assert.equal((await kv.get(["old", "key"])).value, null);
    assert.deepEqual(log, ['Store cleanup 1 (old keys removal) done: {"keys":1}.']);
    const record = (await kv.get<Record<string, unknown>>(cleanupKey(1))).value;
    assert.equal(record?.state, "done");
    assert.equal(record?.name, "old keys removal");
    assert.equal(await runDueCleanups(kv, cleanups, options), null, "done; the other waits for a migration not here");
    assert.equal(runs.count, 1);
  }));

Deno.test("a cleanup claimed by another process is left to it; a failed one is tried again after the lease", () =>
  withKv(async (kv) => {
    await migrated(kv);
    const clock = RECORDED_AT + DELAY_MS;
    await kv.set(cleanupKey(1), { state: "building", at: new Date(clock).toISOString() });
    const runs = { count: 0 };
    let failing = true;
    const cleanups = [removal(runs, () => failing)];
    const options = { delayMs: DELAY_MS, now: () => clock };
    assert.equal(await runDueCleanups(kv, cleanups, options), clock + CLEANUP_LEASE_MS, "claimed elsewhere");
    assert.equal(runs.count, 0);
    const later = { ...options, now: () => clock + CLEANUP_LEASE_MS };
    const log: string[] = [];
    assert.equal(
      await runDueCleanups(kv, cleanups, { ...later, log: (line) => log.push(line) }),
      clock + 2 * CLEANUP_LEASE_MS,
    );
    assert.equal(runs.count, 1, "the stale claim was taken over");
    assert.match(log[0], /^Store cleanup 1 \(old keys removal\) failed, tried again later: Error: disk full$/);
    failing = false;
    assert.equal(await runDueCleanups(kv, cleanups, later), clock + 2 * CLEANUP_LEASE_MS, "its own claim is live");
    const afterLease = { ...options, now: () => clock + 2 * CLEANUP_LEASE_MS };
    assert.equal(await runDueCleanups(kv, cleanups, afterLease), null);
    assert.equal(runs.count, 2);
    assert.equal((await kv.get(["old", "key"])).value, null);
  }));

Deno.test("the background cleanups sleep until the next is due, run it, and stop with no timer left", () =>
  withKv(async (kv) => {
    await migrated(kv);
    const runs = { count: 0 };
    let clock = RECORDED_AT + 60_000;
    const timers: { run: () => void; ms: number }[] = [];
    let cleared = 0;
    const timer: Timer = {
      set: (run, ms) => timers.push({ run, ms }),
      clear: () => void cleared++,
    };
    const cleanups = startStoreCleanups(kv, [removal(runs)], { delayMs: DELAY_MS, now: () => clock, timer });
    assert.equal(await cleanups.runNow(), RECORDED_AT + DELAY_MS);
    assert.equal(timers.at(-1)?.ms, DELAY_MS - 60_000, "sleeps until it is due");
    assert.equal(runs.count, 0);
    clock = RECORDED_AT + DELAY_MS;
    const count = timers.length;
    timers.at(-1)!.run();
    assert.equal(await cleanups.runNow(), null);
    assert.equal(runs.count, 1);
    assert.equal(timers.length, count, "nothing left to wait for: no new timer");
    await cleanups.stop();
    assert.equal(await cleanups.runNow(), null, "stopped: runs nothing");
    assert.ok(cleared >= 1);
  }));
