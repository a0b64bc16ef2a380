/** Backups: the record of each backup, the "Back up now" job and the admin list's answer (`/api/admin/backups`). */
import { z } from "zod";

/** Name of a backup folder: `recetas-<YYYYMMDDTHHMMSSZ>`. */
export const BACKUP_NAME_PATTERN = /^recetas-\d{8}T\d{6}Z$/;

/** The outcome of one backup, as recorded in KV (`lib/db/backups.ts`). */
export const BackupRecordSchema = z.object({
  /** The backup folder's name (`recetas-<YYYYMMDDTHHMMSSZ>`). */
  id: z.string(),
  /** When it started (ISO). */
  at: z.iso.datetime(),
  /** Absolute path of the backup folder (the one it would have had, for a failed backup). */
  dir: z.string(),
  /** Bytes of the backup (store copy, media and manifest); 0 for a failed one. */
  bytes: z.number().int().min(0),
  ok: z.boolean(),
  /** Why it failed. */
  error: z.string().optional(),
  /** How long it took, in ms. */
  ms: z.number().int().min(0),
  /** What made it: `cli`, `schedule`, or `admin:<email>`. */
  by: z.string(),
});
/** The outcome of one backup. */
export type BackupRecord = z.infer<typeof BackupRecordSchema>;

/** The "Back up now" background job, as stored under `["jobs", "backup"]` and answered by the API. */
export const BackupJobSchema = z.object({
  id: z.string(),
  state: z.enum(["running", "done", "failed"]),
  /** What it is doing: `store`, `media`, `manifest`, `prune`. */
  step: z.string(),
  /** Media files copied so far, and how many there are (0 until listed). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().optional(),
  heartbeatAt: z.iso.datetime(),
  error: z.string().optional(),
  /** The finished backup's record. */
  backup: BackupRecordSchema.optional(),
});
/** The "Back up now" job. */
export type BackupJob = z.infer<typeof BackupJobSchema>;

/** One row of the admin list: a record, and whether its folder is still there to download. */
export type BackupListItem = BackupRecord & { available: boolean };

/** GET /api/admin/backups. */
export interface BackupsOverview {
  backups: BackupListItem[];
  /** The current or last "Back up now" job (`{ state: "idle" }` when none ran). */
  job: BackupJob | { state: "idle" };
  /** The schedule: ms between backups (null: none) and how many are kept. */
  schedule: { everyMs: number | null; keep: number };
}
