/**
 * Scheduled backups: due by the injected clock, made by exactly one of two processes sharing the store (the lease),
 * recorded in the store, and pruned to `BACKUP_KEEP`; the same lease keeps "Back up now" from running beside them.
 */
import assert from "node:assert/strict";
import { BACKUP_LEASE_KEY, getLastBackup, listBackupRecords } from "@/lib/db/backups.ts";
import { claimLease } from "@/lib/db/lease.ts";
import { startBackupJob } from "@/lib/services/backup/admin_job.ts";
import { BACKUP_LEASE_MS } from "@/lib/services/backup/lease.ts";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { listBackupFolders } from "@/lib/services/backup/make_backup.ts";
import { RETRY_AFTER_MS, startBackupSchedule } from "@/lib/services/backup/schedule.ts";
import type { Timer } from "@/lib/process/due_loop.ts";
import { gradientImage } from "../media/images.ts";

const HOUR = 3_600_000;

/** A timer that never fires by itself: the test calls `runNow`. */
const NO_TIMER: Timer = { set: () => 0, clear: () => {} };

Deno.test("schedule: of two processes one backs up when due, the other not; old backups pruned to KEEP", async () => {
  const work = await Deno.makeTempDir({ prefix: "recetas-schedule-test-" });
  const kvPath = `${work}/store.kv`;
  // Two handles on one KV file, as two server processes have.
  const first = await openCheckedStore(kvPath);
  const second = await openCheckedStore(kvPath);
  let clock = Date.parse("2026-03-01T10:00:00Z");
  const media = new MediaStore(`${work}/media`);
  await media.write("posts/foto.png", await gradientImage(10, 10));
  const options = {
    source: { kvPath, media, dir: `${work}/backups` },
    everyMs: 6 * HOUR,
    keep: 2,
    now: () => clock,
    timer: NO_TIMER,
  };
  const schedules = [startBackupSchedule(first, options), startBackupSchedule(second, options)];
  try {
    await first.set(["posts", "a"], { title: "Ajiaco" });
    // No backup yet: due at once; both look at the same moment, one makes it.
    const made = await Promise.all(schedules.map((schedule) => schedule.runNow()));
    assert.equal(made.filter((record) => record !== null).length, 1);
    const record = made.find((r) => r !== null)!;
    assert.equal(record.ok, true);
    assert.equal(record.by, "schedule");
    assert.equal(record.at, "2026-03-01T10:00:00.000Z");
    assert.equal(record.id, "recetas-20260301T100000Z");
    assert.deepEqual(await getLastBackup(second), record);
    assert.deepEqual(await listBackupFolders(`${work}/backups`), ["recetas-20260301T100000Z"]);

    // Not due before the interval has passed.
    clock += 6 * HOUR - 1;
    assert.deepEqual(await Promise.all(schedules.map((schedule) => schedule.runNow())), [null, null]);
    clock += 1;

    // Three more intervals: three more backups, one each time, and only the newest two folders kept.
    for (let i = 0; i < 3; i++) {
      if (i > 0) clock += 6 * HOUR;
      const runs = await Promise.all(schedules.map((schedule) => schedule.runNow()));
      assert.equal(runs.filter((r) => r !== null).length, 1, `interval ${i}`);
    }
    assert.deepEqual(await listBackupFolders(`${work}/backups`), [
      "recetas-20260301T220000Z",
      "recetas-20260302T040000Z",
    ]);
    const records = await listBackupRecords(first);
    assert.equal(records.length, 4);
    assert.deepEqual(records.map((r) => r.ok), [true, true, true, true]);
    assert.equal(records[0].id, "recetas-20260302T040000Z");
  } finally {
    for (const schedule of schedules) await schedule.stop();
    first.close();
    second.close();
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("schedule: a failed backup is recorded, reported and tried again after the retry time", async () => {
  const work = await Deno.makeTempDir({ prefix: "recetas-schedule-test-" });
  const kv = await openCheckedStore(`${work}/store.kv`);
  let clock = Date.parse("2026-03-01T10:00:00Z");
  const logged: string[] = [];
  // The backup folder's place is taken by a file: every backup fails.
  await Deno.writeTextFile(`${work}/backups`, "not a folder");
  const schedule = startBackupSchedule(kv, {
    source: { kvPath: `${work}/store.kv`, media: new MediaStore(`${work}/media`), dir: `${work}/backups` },
    everyMs: 24 * HOUR,
    keep: 7,
    now: () => clock,
    timer: NO_TIMER,
    log: (line) => logged.push(line),
  });
  try {
    const failed = await schedule.runNow();
    assert.equal(failed?.ok, false);
    assert.equal(failed?.bytes, 0);
    assert.ok(failed?.error);
    assert.match(logged[0], /^Scheduled backup failed: /);
    assert.equal((await getLastBackup(kv))?.ok, false);
    clock += RETRY_AFTER_MS - 1;
    assert.equal(await schedule.runNow(), null);
    clock += 1;
    await Deno.remove(`${work}/backups`);
    assert.equal((await schedule.runNow())?.ok, true);
  } finally {
    await schedule.stop();
    kv.close();
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("a backup removes the partial folders a backup cut short left a day ago, not a fresh one", async () => {
  const work = await Deno.makeTempDir({ prefix: "recetas-partials-test-" });
  const kv = await openCheckedStore(`${work}/store.kv`);
  try {
    const old = `${work}/backups/.recetas-20260101T000000Z-partial-0123abcd`;
    const fresh = `${work}/backups/.recetas-20260301T095900Z-partial-89abcdef`;
    const notOurs = `${work}/backups/.recetas-notes`;
    for (const dir of [old, fresh, notOurs]) await Deno.mkdir(`${dir}/media`, { recursive: true });
    const now = Date.parse("2026-03-01T10:00:00Z");
    await Deno.utime(old, now / 1000 - 86_401, now / 1000 - 86_401);
    await Deno.utime(fresh, now / 1000 - 60, now / 1000 - 60);
    await Deno.utime(notOurs, 0, 0);
    const schedule = startBackupSchedule(kv, {
      source: { kvPath: `${work}/store.kv`, media: new MediaStore(`${work}/media`), dir: `${work}/backups` },
      everyMs: HOUR,
      keep: 7,
      now: () => now,
      timer: NO_TIMER,
    });
    assert.equal((await schedule.runNow())?.ok, true);
    await schedule.stop();
    const names = (await Array.fromAsync(Deno.readDir(`${work}/backups`), (entry) => entry.name)).sort();
    assert.deepEqual(names, [
      ".recetas-20260301T095900Z-partial-89abcdef",
      ".recetas-notes",
      "recetas-20260301T100000Z",
    ]);
  } finally {
    kv.close();
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("'Back up now' waits for no one: refused while another process holds the lease, run once it lapsed", async () => {
  const work = await Deno.makeTempDir({ prefix: "recetas-lease-test-" });
  const kv = await openCheckedStore(`${work}/store.kv`);
  const source = { kvPath: `${work}/store.kv`, media: new MediaStore(`${work}/media`), dir: `${work}/backups` };
  try {
    assert.ok(await claimLease(kv, BACKUP_LEASE_KEY, "other-process", Date.now(), BACKUP_LEASE_MS));
    const blocked = await startBackupJob(kv, source, { by: "admin:a@example.test", keep: 7 });
    assert.equal(blocked.started, true);
    const failed = await blocked.finished;
    assert.equal(failed?.state, "failed");
    assert.match(failed?.error ?? "", /Another backup is being made/);
    assert.deepEqual(await listBackupFolders(source.dir), []);

    // The other process died: its claim lapses after one lease length.
    await kv.set(BACKUP_LEASE_KEY, { owner: "other-process", until: Date.now() - 1 });
    const run = await startBackupJob(kv, source, { by: "admin:a@example.test", keep: 7 });
    const done = await run.finished;
    assert.equal(done?.state, "done", done?.error);
    assert.equal(done?.backup?.by, "admin:a@example.test");
    assert.equal((await listBackupFolders(source.dir)).length, 1);
    assert.equal((await kv.get(BACKUP_LEASE_KEY)).value, null, "the lease is released");
  } finally {
    kv.close();
    await Deno.remove(work, { recursive: true });
  }
});
