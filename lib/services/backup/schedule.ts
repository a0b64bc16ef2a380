/**
 * Scheduled backups (`BACKUP_EVERY`, `BACKUP_KEEP`), started by every server process (`lib/start_app.ts`). Each
 * process looks every `checkMs` whether the last backup (whoever made it: schedule, command line or admin) is older
 * than the interval; a failed one is tried again after {@link RETRY_AFTER_MS} at most. The process that claims the
 * backup lease (`lib/db/backups.ts`, an atomic check) makes the backup, records it and prunes the folder to `keep`;
 * the others find the lease taken, or the fresh record, and wait for the next interval. The clock and the timer are
 * options, so tests drive both.
 */
import { getLastBackup } from "../../db/backups.ts";
import type { BackupRecord } from "../../db/backups.ts";
import { newId } from "../../ids.ts";
import { type DueLoop, startDueLoop, type Timer } from "../../process/due_loop.ts";
import { withBackupLease } from "./lease.ts";
import { type BackupSource, runRecordedBackup } from "./make_backup.ts";

/** A failed scheduled backup is tried again after this long (or the interval, when shorter). */
export const RETRY_AFTER_MS = 15 * 60_000;
/** Longest wait between two looks at the last backup. */
const CHECK_MS = 60_000;

/** Options of {@link startBackupSchedule}. */
export interface BackupScheduleOptions {
  source: BackupSource;
  /** Time between backups (`BACKUP_EVERY`). */
  everyMs: number;
  /** Backups kept (`BACKUP_KEEP`). */
  keep: number;
  /** Clock in epoch ms (default `Date.now`). */
  now?: () => number;
  /** Timer (default `setTimeout`, not keeping the process alive). */
  timer?: Timer;
  /** Time between looks (default one minute, or the interval when shorter). */
  checkMs?: number;
  /** Lease length (default `BACKUP_LEASE_MS` of `lease.ts`). */
  leaseMs?: number;
  /** Where a failed backup is reported. */
  log?: (message: string) => void;
}

/** A running schedule: `runNow` makes the backup when it is due and this process gets the lease (its record). */
export type BackupSchedule = DueLoop<BackupRecord | null>;

/** Starts scheduled backups of `kv` (module doc): the first look after `checkMs`. */
export function startBackupSchedule(kv: Deno.Kv, options: BackupScheduleOptions): BackupSchedule {
  const now = options.now ?? Date.now;
  const checkMs = options.checkMs ?? Math.min(CHECK_MS, options.everyMs);
  const owner = newId();

  /** True when the last backup is older than the interval (a failed one: than the retry time). */
  async function due(): Promise<boolean> {
    const last = await getLastBackup(kv);
    if (!last) return true;
    const wait = last.ok ? options.everyMs : Math.min(options.everyMs, RETRY_AFTER_MS);
    return now() - Date.parse(last.at) >= wait;
  }

  async function backUpIfDue(): Promise<BackupRecord | null> {
    if (!await due()) return null;
    const outcome = await withBackupLease(kv, owner, async () => {
      // Another process may have finished one between the look and the claim.
      if (!await due()) return null;
      const { record } = await runRecordedBackup(kv, options.source, {
        by: "schedule",
        keep: options.keep,
        now: () => new Date(now()),
      });
      if (!record.ok) options.log?.(`Scheduled backup failed: ${record.error}`);
      return record;
    }, { now, leaseMs: options.leaseMs });
    return outcome.ran ? outcome.result : null;
  }

  return startDueLoop({
    run: async () => ({ result: await backUpIfDue(), next: now() + checkMs }),
    idle: null,
    onError: (error) => options.log?.(`Scheduled backup failed: ${error instanceof Error ? error.message : error}`),
    retryMs: checkMs,
    firstAt: now() + checkMs,
    now,
    timer: options.timer,
  });
}
