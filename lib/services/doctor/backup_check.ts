/**
 * The doctor's `backup` check: the age and outcome of the last backup, from its record in the store
 * (`["meta", "last_backup"]` → `{ at, ok, bytes, dir }`, written by every backup, `npm run backup` or scheduled).
 */
import { getLastBackup } from "../../db/backups.ts";
import { type CheckResult, checkResult } from "./check_result.ts";

/** A last backup older than this warns when there is no schedule (a daily one, `BACKUP_EVERY=1d`, with a margin). */
export const BACKUP_WARN_AGE_MS = 36 * 60 * 60 * 1000;
/** A last backup older than this fails. */
export const BACKUP_FAIL_AGE_MS = 8 * 24 * 60 * 60 * 1000;

const MAKE_ONE = "make one now (recetas-npm run backup -- /var/lib/recetas-cubanas/backups) and set BACKUP_EVERY=1d";

/** The age of `ms` in hours or days. */
function age(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

/** The verdict on the last backup's record (`value` as read from the store; null when there is none) at `now`. */
export function backupVerdict(value: unknown, now: number, warnAgeMs = BACKUP_WARN_AGE_MS): CheckResult {
  const record = (typeof value === "object" && value !== null ? value : null) as
    | { at?: unknown; ok?: unknown; bytes?: unknown; dir?: unknown }
    | null;
  if (!record) return { status: "warn", name: "backup", detail: "no backup recorded in the store", fix: MAKE_ONE };
  const at = typeof record.at === "string" ? Date.parse(record.at) : NaN;
  if (Number.isNaN(at)) {
    return { status: "warn", name: "backup", detail: "the last backup's record has no time", fix: MAKE_ONE };
  }
  const where = typeof record.dir === "string" ? ` in ${record.dir}` : "";
  const ago = age(Math.max(0, now - at));
  if (record.ok !== true) {
    const fix = "see the service's log (journalctl -u recetas-cubanas) and run a backup by hand";
    return checkResult("backup", "fail", `the last backup, ${ago} ago${where}, failed`, fix);
  }
  const bytes = typeof record.bytes === "number" ? `, ${(record.bytes / 1024 / 1024).toFixed(1)} MiB` : "";
  const detail = `last backup ${ago} ago${where}${bytes}`;
  if (now - at > BACKUP_FAIL_AGE_MS) return { status: "fail", name: "backup", detail, fix: MAKE_ONE };
  if (now - at > warnAgeMs) return { status: "warn", name: "backup", detail, fix: MAKE_ONE };
  return { status: "ok", name: "backup", detail };
}

/**
 * Reads the last backup's record from `kv` (null: the store could not be opened) and judges it at `now`; with a
 * schedule (`everyMs`, `BACKUP_EVERY`) a backup older than one and a half intervals warns.
 */
export async function checkBackup(
  kv: Deno.Kv | null,
  now: number,
  everyMs: number | null = null,
): Promise<CheckResult> {
  if (!kv) {
    return { status: "warn", name: "backup", detail: "unknown: the store is not open", fix: "see the store line" };
  }
  const warnAgeMs = everyMs ? Math.min(BACKUP_FAIL_AGE_MS, everyMs * 1.5) : BACKUP_WARN_AGE_MS;
  return backupVerdict(await getLastBackup(kv), now, warnAgeMs);
}
