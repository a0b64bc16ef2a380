import assert from "node:assert/strict";
import { runOnceWithLease } from "./run_once.ts";
import { withKv } from "@/tests/support/kv.ts";

const MARKER: Deno.KvKey = ["meta", "test_job"];
const LEASE_MS = 60_000;

Deno.test("a job runs once per store and records its summary; later starts leave it", () =>
  withKv(async (kv) => {
    let runs = 0;
    const job = {
      marker: MARKER,
      leaseMs: LEASE_MS,
      run: () => Promise.resolve(++runs),
      summary: (n: number) => ({ n }),
    };
    assert.deepEqual(await runOnceWithLease(kv, job), { ran: true, result: 1 });
    assert.deepEqual(await runOnceWithLease(kv, job), { ran: false }, "done");
    assert.equal(runs, 1);
    const marker = (await kv.get<Record<string, unknown>>(MARKER)).value;
    assert.equal(marker?.state, "done");
    assert.equal(marker?.n, 1);
  }));

Deno.test("of two processes starting together on one store file, one runs the job and the other goes on", async () => {
  const dir = await Deno.makeTempDir();
  const first = await Deno.openKv(`${dir}/store.kv`);
  const second = await Deno.openKv(`${dir}/store.kv`);
  try {
    let runs = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => release = resolve);
    let started = () => {};
    const running = new Promise<void>((resolve) => started = resolve);
    const job = {
      marker: MARKER,
      leaseMs: LEASE_MS,
      run: async () => {
        runs++;
        started();
        await held;
        return "built";
      },
    };
    const both = Promise.all([runOnceWithLease(first, job), runOnceWithLease(second, job)]);
    await running;
    assert.deepEqual(
      await runOnceWithLease(second, job),
      { ran: false },
      "a live claim: another process is running it",
    );
    release();
    const outcomes = await both;
    assert.equal(runs, 1);
    assert.equal(outcomes.filter((outcome) => outcome.ran).length, 1);
    assert.deepEqual(await runOnceWithLease(second, job), { ran: false }, "done, seen from the other process");
    assert.equal(runs, 1);
  } finally {
    first.close();
    second.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a claim left by a process that stopped mid-way is taken over once its lease is stale", () =>
  withKv(async (kv) => {
    const startedAt = Date.now();
    let runs = 0;
    const crashing = {
      marker: MARKER,
      leaseMs: LEASE_MS,
      now: () => startedAt,
      run: () => Promise.reject(new Error("process killed")),
    };
    await assert.rejects(() => runOnceWithLease(kv, crashing), /process killed/);
    assert.equal((await kv.get<{ state: string }>(MARKER)).value?.state, "building");
    const job = (at: number) => ({
      marker: MARKER,
      leaseMs: LEASE_MS,
      now: () => at,
      run: () => Promise.resolve(++runs),
    });
    assert.deepEqual(await runOnceWithLease(kv, job(startedAt + LEASE_MS - 1)), { ran: false }, "lease still live");
    assert.deepEqual(await runOnceWithLease(kv, job(startedAt + LEASE_MS + 1)), { ran: true, result: 1 });
    assert.deepEqual(await runOnceWithLease(kv, job(startedAt + 10 * LEASE_MS)), { ran: false }, "done");
    assert.equal(runs, 1);
  }));

Deno.test("renewing keeps a long job's claim live; a newer version runs a done job again", () =>
  withKv(async (kv) => {
    let clock = Date.now();
    const now = () => clock;
    let runs = 0;
    const other = { marker: MARKER, leaseMs: LEASE_MS, now, run: () => Promise.resolve(++runs) };
    const outcome = await runOnceWithLease(kv, {
      marker: MARKER,
      leaseMs: LEASE_MS,
      now,
      run: async (renew) => {
        clock += LEASE_MS - 1;
        await renew();
        clock += LEASE_MS - 1;
        return await runOnceWithLease(kv, other);
      },
    });
    assert.deepEqual(outcome, { ran: true, result: { ran: false } }, "the renewed claim is not taken over");
    assert.equal(runs, 0);
    const versioned = (version: number) => ({ ...other, version });
    assert.deepEqual(await runOnceWithLease(kv, versioned(1)), { ran: false }, "no version counts as 1");
    assert.deepEqual(await runOnceWithLease(kv, versioned(2)), { ran: true, result: 1 });
    assert.equal((await kv.get<{ version: number }>(MARKER)).value?.version, 2);
    assert.deepEqual(await runOnceWithLease(kv, versioned(2)), { ran: false });
  }));
