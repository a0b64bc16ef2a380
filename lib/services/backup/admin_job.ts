/**
 * "Back up now" of Admin → Settings as a background job: one at a time per store, claimed atomically on
 * `["jobs", "backup"]` (a running job whose heartbeat went stale may be replaced), its step and media progress
 * written as it runs (`JobRecorder`), and its final state (with the backup's record) kept for the panel, which polls
 * `GET /api/admin/backups` and so follows the job across a reload. The backup itself takes the same lease as the
 * schedule (`lib/db/backups.ts`), so an admin's and a scheduled backup never run at once.
 */
import { BACKUP_JOB_KEY, readBackupJobEntry } from "../../db/backups.ts";
import { isLiveJob, JobRecorder } from "../../db/job_recorder.ts";
import { commitOnce } from "../../db/write.ts";
import { ConflictError } from "../../errors.ts";
import { newId } from "../../ids.ts";
import type { BackupJob } from "../../schemas/backups.ts";
import { type BackupSource, runRecordedBackup } from "./make_backup.ts";
import { withBackupLease } from "./lease.ts";

/** A running job silent for this long may be replaced. */
export const BACKUP_JOB_STALE_MS = 120_000;
/** Heartbeat of a running job. */
const HEARTBEAT_MS = 15_000;

/** Options of {@link startBackupJob}. */
export interface BackupJobOptions {
  /** Who asked (`admin:<email>`). */
  by: string;
  /** Backups kept in the folder (`BACKUP_KEEP`). */
  keep: number;
}

/** Answer of {@link startBackupJob}: the record right after the call, and the end of a job started here. */
export interface StartedBackupJob {
  job: BackupJob;
  /** False when a job already running was joined. */
  started: boolean;
  /** Settles with the final record of a job started by this call (the running one's when joined: null). */
  finished: Promise<BackupJob | null>;
}

/** Starts a backup in the background, or joins the one running. */
export async function startBackupJob(
  kv: Deno.Kv,
  source: BackupSource,
  options: BackupJobOptions,
): Promise<StartedBackupJob> {
  const entry = await readBackupJobEntry(kv);
  if (isLiveJob(entry.value, BACKUP_JOB_STALE_MS)) {
    return { job: entry.value, started: false, finished: Promise.resolve(null) };
  }
  const now = new Date().toISOString();
  const job: BackupJob = {
    id: newId(),
    state: "running",
    step: "waiting",
    done: 0,
    total: 0,
    startedAt: now,
    heartbeatAt: now,
  };
  const versionstamp = await commitOnce(kv.atomic().check(entry).set(BACKUP_JOB_KEY, job));
  if (!versionstamp) {
    const again = (await readBackupJobEntry(kv)).value;
    if (isLiveJob(again, BACKUP_JOB_STALE_MS)) return { job: again, started: false, finished: Promise.resolve(null) };
    throw new ConflictError("The backup could not be started. Please try again.");
  }
  const finished = runJob(kv, job, versionstamp, source, options);
  return { job, started: true, finished };
}

async function runJob(
  kv: Deno.Kv,
  job: BackupJob,
  versionstamp: string,
  source: BackupSource,
  options: BackupJobOptions,
): Promise<BackupJob> {
  const recorder = new JobRecorder(kv, BACKUP_JOB_KEY, job, versionstamp, () => {}).beat(HEARTBEAT_MS);
  const owner = `job:${job.id}`;
  try {
    const outcome = await withBackupLease(kv, owner, async () => {
      const { record } = await runRecordedBackup(kv, source, {
        by: options.by,
        keep: options.keep,
        onProgress: (step, done, total) => recorder.write(step === "media" ? { step, done, total } : { step }),
      });
      return await recorder.finish(
        record.ok
          ? { state: "done", step: "done", backup: record }
          : { state: "failed", error: record.error, backup: record },
      );
    });
    if (outcome.ran) return outcome.result;
    return await recorder.finish({ state: "failed", error: "Another backup is being made; try again shortly." });
  } catch (error) {
    console.error("Backup job failed:", error);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    return await recorder.finish({ state: "failed", error: message || "Backup failed" });
  }
}
