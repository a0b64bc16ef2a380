/**
 * The record of every backup made of this store (command line, schedule or admin): `["backups", <created_at ISO>]`
 * → {@link BackupRecord}, and the latest under {@link LAST_BACKUP_KEY} (read by the metrics endpoint and
 * `npm run doctor` for the last backup's age). Records beyond {@link BACKUP_RECORDS_KEPT} are removed, oldest first.
 */
import { listAll, retryLocked } from "./kv.ts";

/** Key prefix of the backup records, by creation time (ISO, so they sort by time). */
export const BACKUPS_PREFIX: Deno.KvKey = ["backups"];
/** Key of the last backup's record. */
export const LAST_BACKUP_KEY: Deno.KvKey = ["meta", "last_backup"];
/** Backup records kept in the store (the folders themselves are pruned by `BACKUP_KEEP`). */
export const BACKUP_RECORDS_KEPT = 100;

/** Who asked for a backup. */
export type BackupOrigin = "cli" | "schedule" | "admin";

/** The outcome of one backup. */
export interface BackupRecord {
  /** The backup folder's name (`recetas-<YYYYMMDDTHHMMSSZ>`). */
  id: string;
  /** When it started (ISO). */
  at: string;
  /** Absolute path of the backup folder (of the folder it would have had, for a failed one). */
  dir: string;
  /** Bytes of the backup (store copy, media and manifest); 0 for a failed one. */
  bytes: number;
  ok: boolean;
  /** Why it failed. */
  error?: string;
  /** How long it took. */
  ms: number;
  /** What made it: the command line, the schedule, or an admin (`admin:<email>`). */
  by: string;
}

/** `["backups", at]`. */
export function backupKey(at: string): Deno.KvKey {
  return [...BACKUPS_PREFIX, at];
}

/** Records `record` as one more backup and as the last one, then removes the oldest records beyond the limit. */
export async function recordBackup(kv: Deno.Kv, record: BackupRecord): Promise<void> {
  await retryLocked(() => kv.atomic().set(backupKey(record.at), record).set(LAST_BACKUP_KEY, record).commit());
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
