/**
 * Store cleanups: the destructive half of an upgrade, kept out of start-up.
 *
 * During a rolling restart, processes of the previous release keep serving the store for a while after the first
 * process of the new one has migrated it. Anything those processes may still read or write (keys of a former index,
 * earlier markers) must outlive them, so its removal is a cleanup, never a migration. A cleanup names the migration
 * after which its data is unused (`after`) and runs only once that migration's record is `delayMs` old
 * (`STORE_CLEANUP_MINUTES`, 10 minutes by default): a process of an earlier format can only have started before
 * the record was written (the marker's raised format refuses it afterwards), and no rolling restart takes that long.
 *
 * Every server process runs {@link startStoreCleanups} in the background once it serves: it runs what is due, then
 * sleeps until the next cleanup is due (no timer at all once every cleanup is done). Each cleanup is claimed under a
 * lease and recorded when done (`run_once.ts`, `["meta", "cleanups", id]`), so exactly one process does it; one whose
 * process died is taken over after the lease, and a failure is logged and tried again after it.
 */
import { type DueLoop, startDueLoop, type Timer } from "../../process/due_loop.ts";
import { runOnceWithLease } from "../run_once.ts";
import { retryLocked } from "../kv.ts";
import { cleanupKey, type MigrationSummary, readMigrationRecords } from "./records.ts";

/** A removal of data no code of the store's current format uses, once no older process can be running. */
export interface StoreCleanup {
  id: number;
  name: string;
  /** The migration that made the data unused: the cleanup waits until its record is old enough. */
  after: number;
  /** Does the work, calling `renew` at least every lease period; may run again after a crash. */
  run: (kv: Deno.Kv, renew: () => Promise<void>) => Promise<MigrationSummary | void>;
}

/** A cleanup renews its claim at least this often; an older claim is taken over. */
export const CLEANUP_LEASE_MS = 60_000;

/** Options of {@link runDueCleanups} and {@link startStoreCleanups}. */
export interface CleanupOptions {
  /** How old the record of a cleanup's migration must be before it runs. */
  delayMs: number;
  /** Clock, epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Claim length (default {@link CLEANUP_LEASE_MS}). */
  leaseMs?: number;
  /** Timer (default `setTimeout`, not keeping the process alive). */
  timer?: Timer;
  /** Where a finished or failed cleanup is told. */
  log?: (message: string) => void;
}

/** The background cleanups of one process. */
export type StoreCleanups = DueLoop<number | null>;

/**
 * Runs every cleanup of `cleanups` that is due and not done (claimed one at a time under its lease). Resolves to the
 * time the next one is due (a claim held elsewhere or a failure: after the lease), or null when none is left to wait
 * for (all done, or waiting for a migration this store has not recorded).
 */
export async function runDueCleanups(
  kv: Deno.Kv,
  cleanups: readonly StoreCleanup[],
  options: CleanupOptions,
): Promise<number | null> {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? CLEANUP_LEASE_MS;
  const log = options.log ?? (() => {});
  const records = await readMigrationRecords(kv);
  let next: number | null = null;
  const later = (at: number) => next = next === null ? at : Math.min(next, at);
  for (const cleanup of cleanups) {
    const marker = await retryLocked(() => kv.get<{ state?: string }>(cleanupKey(cleanup.id)));
    if (marker.value?.state === "done") continue;
    const after = records.get(cleanup.after);
    if (!after) continue;
    const due = Date.parse(after.at) + options.delayMs;
    if (now() < due) {
      later(due);
      continue;
    }
    try {
      const outcome = await runOnceWithLease(kv, {
        marker: cleanupKey(cleanup.id),
        leaseMs,
        now,
        run: async (renew) => (await cleanup.run(kv, renew)) ?? {},
        summary: (summary) => ({ name: cleanup.name, ...summary }),
      });
      if (outcome.ran) log(`Store cleanup ${cleanup.id} (${cleanup.name}) done: ${JSON.stringify(outcome.result)}.`);
      else later(now() + leaseMs);
    } catch (error) {
      log(`Store cleanup ${cleanup.id} (${cleanup.name}) failed, tried again later: ${String(error)}`);
      later(now() + leaseMs);
    }
  }
  return next;
}

/** Runs the due cleanups now and then whenever the next is due, until stopped (see the module comment). */
export function startStoreCleanups(
  kv: Deno.Kv,
  cleanups: readonly StoreCleanup[],
  options: CleanupOptions,
): StoreCleanups {
  return startDueLoop({
    run: async () => {
      const next = await runDueCleanups(kv, cleanups, options);
      return { result: next, next };
    },
    idle: null,
    onError: (error) => options.log?.(`Store cleanups could not be checked: ${String(error)}`),
    retryMs: options.leaseMs ?? CLEANUP_LEASE_MS,
    now: options.now,
    timer: options.timer,
  });
}
