/**
 * The record of the last backup (`["meta", "last_backup"]`, written by the backup job): when it ran, whether it
 * succeeded and how big it was. Read by the metrics endpoint at scrape time.
 */
import { retryLocked } from "./kv.ts";

/** The key of the last backup's record. */
export const LAST_BACKUP_KEY = ["meta", "last_backup"] as const;

/** What metrics need of the last backup: its time (milliseconds since the epoch) and outcome. */
export interface LastBackup {
  at: number;
  ok: boolean;
  bytes: number | null;
}

/** The last backup's record, or null when there is none or it cannot be read as `{ at: ISO time, ok, bytes? }`. */
export async function readLastBackup(kv: Deno.Kv): Promise<LastBackup | null> {
  const entry = await retryLocked(() => kv.get<Record<string, unknown>>(LAST_BACKUP_KEY));
  const value = entry.value;
  if (!value || typeof value !== "object") return null;
  const at = typeof value.at === "string" ? Date.parse(value.at) : NaN;
  if (Number.isNaN(at)) return null;
  const bytes = typeof value.bytes === "number" && Number.isFinite(value.bytes) ? value.bytes : null;
  return { at, ok: value.ok === true, bytes };
}
