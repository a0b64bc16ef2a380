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
import type { PublisherTimer } from "../scheduled_publisher.ts";
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
  timer?: PublisherTimer;
  /** Time between looks (default one minute, or the interval when shorter). */
  checkMs?: number;
  /** Lease length (default `BACKUP_LEASE_MS` of `lease.ts`). */
  leaseMs?: number;
  /** Where a failed backup is reported. */
  log?: (message: string) => void;
}

/** A running schedule. */
export interface BackupSchedule {
  /** Looks now: makes the backup when it is due and this process gets the lease; its record, else null. */
  runNow(): Promise<BackupRecord | null>;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

const DEFAULT_TIMER: PublisherTimer = {
  set(run, ms) {
    const handle = setTimeout(run, ms);
    Deno.unrefTimer(handle);
    return handle;
  },
  clear: (handle) => clearTimeout(handle as number),
};

/** Starts scheduled backups of `kv` (module doc): the first look after `checkMs`. */
export function startBackupSchedule(kv: Deno.Kv, options: BackupScheduleOptions): BackupSchedule {
  const now = options.now ?? Date.now;
  const timer = options.timer ?? DEFAULT_TIMER;
  const checkMs = options.checkMs ?? Math.min(CHECK_MS, options.everyMs);
  const owner = newId();
  let stopped = false;
  let handle: unknown = null;
  let running: Promise<BackupRecord | null> = Promise.resolve(null);

  /** True when the last backup is older than the interval (a failed one: than the retry time). */
  async function due(): Promise<boolean> {
    const last = await getLastBackup(kv);
    if (!last) return true;
    const wait = last.ok ? options.everyMs : Math.min(options.everyMs, RETRY_AFTER_MS);
    return now() - Date.parse(last.at) >= wait;
  }

  async function backUpIfDue(): Promise<BackupRecord | null> {
    if (stopped || !await due()) return null;
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

  function arm(): void {
    if (stopped) return;
    handle = timer.set(() => void runNow(), checkMs);
  }

  function runNow(): Promise<BackupRecord | null> {
    if (handle !== null) timer.clear(handle);
    handle = null;
    running = running.then(async () => {
      try {
        return await backUpIfDue();
      } catch (error) {
        options.log?.(`Scheduled backup failed: ${error instanceof Error ? error.message : error}`);
        return null;
      } finally {
        arm();
      }
    });
    return running;
  }

  arm();
  return {
    runNow,
    async stop() {
      stopped = true;
      if (handle !== null) timer.clear(handle);
      handle = null;
      await running;
    },
  };
}
