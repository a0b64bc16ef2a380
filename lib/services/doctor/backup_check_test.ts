import assert from "node:assert/strict";
import { LAST_BACKUP_KEY } from "../../db/backups.ts";
import { BACKUP_FAIL_AGE_MS, BACKUP_WARN_AGE_MS, backupVerdict, checkBackup } from "./backup_check.ts";

const NOW = Date.parse("2026-12-02T06:00:00Z");
const record = (ageMs: number, ok = true) => ({
  at: new Date(NOW - ageMs).toISOString(),
  ok,
  bytes: 3 * 1024 * 1024,
  dir: "/var/lib/recetas-cubanas/backups/recetas-20261201T060000Z",
});

Deno.test("backupVerdict: a recent good backup is ok; an old one warns, then fails", () => {
  const fresh = backupVerdict(record(5 * 3_600_000), NOW);
  assert.equal(fresh.status, "ok");
  assert.equal(
    fresh.detail,
    "last backup 5 h ago in /var/lib/recetas-cubanas/backups/recetas-20261201T060000Z, 3.0 MiB",
  );
  assert.equal(backupVerdict(record(BACKUP_WARN_AGE_MS + 1), NOW).status, "warn");
  const old = backupVerdict(record(BACKUP_FAIL_AGE_MS + 1), NOW);
  assert.equal(old.status, "fail");
  assert.match(old.detail, /^last backup 8 days ago/);
  assert.match(old.fix ?? "", /npm run backup/);
});

Deno.test("backupVerdict: no record warns, a failed backup fails, a record without a time warns", () => {
  assert.equal(backupVerdict(null, NOW).status, "warn");
  assert.match(backupVerdict(null, NOW).detail, /no backup recorded/);
  const failed = backupVerdict(record(60_000, false), NOW);
  assert.equal(failed.status, "fail");
  assert.match(failed.detail, /failed/);
  assert.equal(backupVerdict({ ok: true }, NOW).status, "warn");
  assert.equal(backupVerdict("garbage", NOW).status, "warn");
});

Deno.test("checkBackup reads the last backup's record from the store", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assert.equal((await checkBackup(kv, NOW)).status, "warn");
    await kv.set(LAST_BACKUP_KEY, record(3_600_000));
    assert.equal((await checkBackup(kv, NOW)).detail.startsWith("last backup 1 h ago"), true);
    assert.equal((await checkBackup(null, NOW)).status, "warn", "no store open");
    assert.equal((await checkBackup(kv, NOW, 30 * 60_000)).status, "warn", "older than 1.5 × BACKUP_EVERY=30m");
    assert.equal((await checkBackup(kv, NOW, 86_400_000)).status, "ok", "within 1.5 × BACKUP_EVERY=1d");
  } finally {
    kv.close();
  }
});
