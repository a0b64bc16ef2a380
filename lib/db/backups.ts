/**
 * The record of every backup made of this store (command line, schedule or admin): `["backups", <created_at ISO>]`
 * → {@link BackupRecord}, and the latest under {@link LAST_BACKUP_KEY} (read by the metrics endpoint and
 * `npm run doctor` for the last backup's age). Records beyond {@link BACKUP_RECORDS_KEPT} are removed, oldest first.
 */
import type { BackupJob, BackupRecord } from "../schemas/backups.ts";
import { listAll, retryLocked } from "./kv.ts";

export type { BackupRecord };

/** Key prefix of the backup records, by creation time (ISO, so they sort by time). */
export const BACKUPS_PREFIX: Deno.KvKey = ["backups"];
/** Key of the last backup's record. */
export const LAST_BACKUP_KEY: Deno.KvKey = ["meta", "last_backup"];
/** Backup records kept in the store (the folders themselves are pruned by `BACKUP_KEEP`). */
export const BACKUP_RECORDS_KEPT = 100;

/** Key of the lease the process making a backup holds (schedule or "Back up now"), so only one runs at a time. */
export const BACKUP_LEASE_KEY: Deno.KvKey = ["meta", "backup_lease"];

/** Key of the "Back up now" job of Admin → Settings (`lib/services/backup/admin_job.ts`). */
export const BACKUP_JOB_KEY: Deno.KvKey = ["jobs", "backup"];

/** The "Back up now" job record with its versionstamp (both null when none ever ran). */
export async function readBackupJobEntry(kv: Deno.Kv): Promise<Deno.KvEntryMaybe<BackupJob>> {
  return await retryLocked(() => kv.get<BackupJob>(BACKUP_JOB_KEY));
}

/** Records `record` as one more backup and as the last one, then removes the oldest records beyond the limit. */
export async function recordBackup(kv: Deno.Kv, record: BackupRecord): Promise<void> {
  await retryLocked(() =>
    kv.atomic().set([...BACKUPS_PREFIX, record.at], record).set(LAST_BACKUP_KEY, record).commit()
  );
  const old = await listAll<BackupRecord>(kv, { prefix: BACKUPS_PREFIX }, { reverse: true });
  for (const entry of old.slice(BACKUP_RECORDS_KEPT)) await retryLocked(() => kv.delete(entry.key));
}

/** The last backup's record, or null when none was ever made. */
export async function getLastBackup(kv: Deno.Kv): Promise<BackupRecord | null> {
  return (await retryLocked(() => kv.get<BackupRecord>(LAST_BACKUP_KEY))).value;
}

/** The latest `limit` backup records, newest first. */
export async function listBackupRecords(kv: Deno.Kv, limit = 20): Promise<BackupRecord[]> {
  const entries = await listAll<BackupRecord>(kv, { prefix: BACKUPS_PREFIX }, { reverse: true, limit });
  return entries.map((entry) => entry.value);
}

/** The record of the backup named `id` among the kept records, or null. */
export async function findBackupRecord(kv: Deno.Kv, id: string): Promise<BackupRecord | null> {
  const entries = await listAll<BackupRecord>(kv, { prefix: BACKUPS_PREFIX }, { reverse: true });
  return entries.find((entry) => entry.value.id === id)?.value ?? null;
}
