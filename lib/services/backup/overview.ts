/** What Admin → Settings → Backups shows (`GET /api/admin/backups`): the latest backups, the job, the schedule. */
import type { BackupConfig } from "../../config.ts";
import { listBackupRecords, readBackupJobEntry } from "../../db/backups.ts";
import type { BackupsOverview } from "../../schemas/backups.ts";

/** Backups listed in the panel. */
const LISTED = 20;

/** The latest backups (newest first, each marked `available` while its folder is still there), job and schedule. */
export async function backupsOverview(kv: Deno.Kv, config: BackupConfig): Promise<BackupsOverview> {
  const records = await listBackupRecords(kv, LISTED);
  const backups = await Promise.all(records.map(async (record) => ({
    ...record,
    available: record.ok && await Deno.stat(`${record.dir}/manifest.json`).then(() => true, () => false),
  })));
  const job = (await readBackupJobEntry(kv)).value ?? { state: "idle" as const };
  return { backups, job, schedule: { everyMs: config.everyMs, keep: config.keep } };
}
