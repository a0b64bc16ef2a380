import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { BASE_FORMAT, ensureStoreMarker, STORE_APP, STORE_MARKER_KEY, type StoreMarker } from "../store_check.ts";
import { migrationKey, type MigrationRecord, type StoreMigration } from "./records.ts";
import {
  checkMigrationList,
  MigrationLeaseLostError,
  MIGRATIONS_LEASE_KEY,
  MIGRATIONS_LEASE_MS,
  runMigrations,
} from "./run_migrations.ts";

/** A migration counting its runs that writes `["test", id]`. */
function counted(id: number, runs: Map<number, number>): StoreMigration {
  return {
    id,
    name: `step ${id}`,
    run: async (kv) => {
      runs.set(id, (runs.get(id) ?? 0) + 1);
      await kv.set(["test", id], true);
      return { wrote: 1 };
    },
  };
}

const formatOf = async (kv: Deno.Kv) => (await kv.get<StoreMarker>(STORE_MARKER_KEY)).value?.format;

async function withStoreFiles(fn: (first: Deno.Kv, second: Deno.Kv) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-migrations-" });
  const first = await Deno.openKv(`${dir}/store.kv`);
  const second = await Deno.openKv(`${dir}/store.kv`);
  try {
    await ensureStoreMarker(first, `${dir}/store.kv`);
    await fn(first, second);
  } finally {
    first.close();
    second.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("pending migrations run in id order, each recorded and raising the marker; a second run applies none", () =>
  withKv(async (kv) => {
    await ensureStoreMarker(kv, ":memory:");
    assert.equal(await formatOf(kv), BASE_FORMAT);
    const runs = new Map<number, number>();
    const order: number[] = [];
    const list = [2, 3, 4].map((id) => {
      const migration = counted(id, runs);
      return {
        ...migration,
        run: (kv: Deno.Kv, renew: () => Promise<void>) => (order.push(id), migration.run(kv, renew)),
      };
    });
    let clock = Date.parse("2026-12-01T10:00:00.000Z");
    const log: string[] = [];
    const applied = await runMigrations(kv, list, { now: () => clock += 5, log: (line) => log.push(line) });
    assert.deepEqual(applied.map((step) => step.id), [2, 3, 4]);
    assert.deepEqual(order, [2, 3, 4]);
    assert.equal(await formatOf(kv), 4);
    const record = (await kv.get<MigrationRecord>(migrationKey(3))).value!;
    assert.equal(record.name, "step 3");
    assert.deepEqual(record.summary, { wrote: 1 });
    assert.ok(record.ms > 0 && !Number.isNaN(Date.parse(record.at)));
    assert.equal(log.length, 3);
    assert.match(log[0], /^Store migration 2 \(step 2\) applied in \d+ ms: \{"wrote":1\}\.$/);
    assert.equal((await kv.get(MIGRATIONS_LEASE_KEY)).value, null, "the lease is released");

    assert.deepEqual(await runMigrations(kv, list), [], "nothing pending");
    assert.deepEqual([...runs.values()], [1, 1, 1]);
    const later = [...list, counted(7, runs)];
    assert.deepEqual((await runMigrations(kv, later)).map((step) => step.id), [7], "a new one runs alone");
    assert.equal(await formatOf(kv), 7);
  }));

Deno.test("a migration that throws fails the run and releases the lease; the next run starts from it", () =>
  withKv(async (kv) => {
    await ensureStoreMarker(kv, ":memory:");
    const runs = new Map<number, number>();
    let crash = true;
    // Writes its keys one by one and stops half-way the first time: the second run must finish without doubling.
    const halfway: StoreMigration = {
      id: 3,
      name: "halfway",
      run: async (kv) => {
        let written = 0;
        for (const n of [1, 2, 3, 4]) {
          if (crash && n === 3) throw new Error("process killed");
          const entry = await kv.get(["half", n]);
          if (entry.value === null) {
            await kv.set(["half", n], n);
            written++;
          }
        }
        return { written };
      },
    };
    const list = [counted(2, runs), halfway, counted(4, runs)];
    await assert.rejects(runMigrations(kv, list), /process killed/);
    assert.equal(await formatOf(kv), 2, "the marker says what was recorded");
    assert.equal((await kv.get(MIGRATIONS_LEASE_KEY)).value, null);
    crash = false;
    const applied = await runMigrations(kv, list);
    assert.deepEqual(applied.map((step) => [step.id, step.summary]), [[3, { written: 2 }], [4, { wrote: 1 }]]);
    assert.deepEqual([...runs.entries()], [[2, 1], [4, 1]]);
    assert.equal((await Array.fromAsync(kv.list({ prefix: ["half"] }))).length, 4);
    assert.equal(await formatOf(kv), 4);
  }));

Deno.test("of two processes starting together, one migrates and the other waits until it is done", () =>
  withStoreFiles(async (first, second) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => release = resolve);
    let started = () => {};
    const running = new Promise<void>((resolve) => started = resolve);
    let runs = 0;
    const slow: StoreMigration = {
      id: 2,
      name: "slow",
      run: async (kv, renew) => {
        runs++;
        started();
        await held;
        await renew();
        await kv.set(["slow"], "done");
      },
    };
    const holder = runMigrations(first, [slow]);
    await running;
    let waits = 0;
    let waited = () => {};
    const waiting = new Promise<void>((resolve) => waited = resolve);
    let secondDone = false;
    const log: string[] = [];
    const waiter = runMigrations(second, [slow], {
      sleep: async () => {
        waits++;
        waited();
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      log: (line) => log.push(line),
    }).then((applied) => {
      secondDone = true;
      return applied;
    });
    await waiting;
    assert.equal(secondDone, false, "not ready while the other process migrates");
    assert.deepEqual(log, ["Another process is migrating the store; waiting for it."]);
    release();
    assert.deepEqual((await holder).map((step) => step.id), [2]);
    assert.deepEqual(await waiter, [], "the waiter applied nothing itself");
    assert.equal(runs, 1);
    assert.ok(waits >= 1);
    assert.equal((await second.get(["slow"])).value, "done", "the waiter returns only once the work is in");
    assert.equal(log.length, 1, "said once");
  }));

Deno.test("a lease whose holder died is taken over once stale; a holder that lost its lease stops", () =>
  withKv(async (kv) => {
    await ensureStoreMarker(kv, ":memory:");
    let clock = Date.parse("2026-12-01T10:00:00.000Z");
    await kv.set(MIGRATIONS_LEASE_KEY, { holder: "dead-process", at: new Date(clock).toISOString() });
    const runs = new Map<number, number>();
    const sleeps: number[] = [];
    const applied = await runMigrations(kv, [counted(2, runs)], {
      now: () => clock,
      sleep: (ms) => {
        sleeps.push(ms);
        clock += 20_000;
        return Promise.resolve();
      },
    });
    assert.deepEqual(applied.map((step) => step.id), [2]);
    assert.equal(MIGRATIONS_LEASE_MS, 60_000);
    assert.equal(sleeps.length, 3, "waited while the lease was live (0, 20 and 40 s old), took over at 60 s");

    const stolen: StoreMigration = {
      id: 3,
      name: "too slow",
      run: async (kv, renew) => {
        await kv.set(MIGRATIONS_LEASE_KEY, { holder: "another", at: new Date(clock).toISOString() });
        await renew();
      },
    };
    await assert.rejects(runMigrations(kv, [counted(2, runs), stolen], { now: () => clock }), MigrationLeaseLostError);
    assert.equal((await kv.get(migrationKey(3))).value, null, "not recorded");
    assert.equal((await kv.get<{ holder: string }>(MIGRATIONS_LEASE_KEY)).value?.holder, "another", "left to it");
  }));

Deno.test("a store whose records are ahead of its marker (marked after they were written) gets its format raised", () =>
  withKv(async (kv) => {
    const runs = new Map<number, number>();
    const list = [counted(2, runs), counted(3, runs)];
    await runMigrations(kv, list);
    assert.equal(await formatOf(kv), undefined, "no marker yet");
    await kv.set(STORE_MARKER_KEY, { app: STORE_APP, format: BASE_FORMAT, created_at: new Date().toISOString() });
    assert.deepEqual(await runMigrations(kv, list), []);
    assert.equal(await formatOf(kv), 3);
    assert.deepEqual([...runs.values()], [1, 1]);
  }));

Deno.test("a migration list must have whole ids ascending above the base format", () => {
  const step = (id: number) => ({ id, name: `s${id}`, run: () => Promise.resolve() });
  checkMigrationList([step(2), step(3), step(5)], 1);
  assert.throws(() => checkMigrationList([step(1)], 1), /Store migration 1 \(s1\) must have a whole id above 1/);
  assert.throws(() => checkMigrationList([step(2), step(2)], 1), /above 2/);
  assert.throws(() => checkMigrationList([step(3), step(2.5)], 1), /above 3/);
});
