/** Browser calls of Settings → Backups: the list and job (`GET /api/admin/backups`), "Back up now", the download. */
import { api } from "./api.ts";
import type { BackupJob, BackupsOverview } from "../schemas/backups.ts";

export type { BackupJob, BackupsOverview };

/** Path of the backups overview (under `/api`). */
export const BACKUPS_PATH = "/admin/backups";
/** Message of a "Back up now" that could not start or failed without saying why. */
export const BACKUP_FAILED = "Backup failed. Please try again.";

/** Starts "Back up now" (or joins the backup running); answers the job. */
export function startBackup(): Promise<BackupJob> {
  return api<BackupJob>(BACKUPS_PATH, { method: "POST" });
}

/** URL of a backup's `.tar.gz` (a plain link: the session cookie signs it in). */
export function backupDownloadUrl(id: string): string {
  return `/api/admin/backups/${encodeURIComponent(id)}/download`;
}

/** What a running job is doing, for its status line. */
export function backupStepText(job: BackupJob): string {
  if (job.step === "store") return "Copying the store…";
  if (job.step === "media") return job.total ? `Copying media: ${job.done} of ${job.total} files…` : "Copying media…";
  if (job.step === "manifest") return "Writing the manifest…";
  return "Starting the backup…";
}

/** "every 6 hours" style text of the schedule's interval. */
export function intervalText(ms: number): string {
  const units: [number, string][] = [[604_800_000, "week"], [86_400_000, "day"], [3_600_000, "hour"], [
    60_000,
    "minute",
  ]];
  for (const [size, name] of units) {
    if (ms % size === 0) return ms === size ? `every ${name}` : `every ${ms / size} ${name}s`;
  }
  return `every ${Math.round(ms / 60_000)} minutes`;
}
