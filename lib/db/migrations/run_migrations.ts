/**
 * Runs a store's pending migrations before the site serves it, once per store whichever process starts first.
 *
 * A migration is pending while the store has no record of it (`records.ts`). The run is one lease for the whole
 * list, `["meta", "migrations_lease"]` `{ holder, at }`, claimed with an atomic check: of several processes starting
 * together exactly one runs the pending migrations in id order, recording each as it ends; the others wait, looking
 * again every poll, and go on only once nothing is pending (so none becomes ready on a half-migrated store). The
 * holder renews the lease as it works; a lease not renewed for `leaseMs` (its process died) is taken over and the
 * pending migrations run again from the first unrecorded one, which is why each must be idempotent. A holder that
 * finds its lease taken over stops with {@link MigrationLeaseLostError} instead of working beside the new holder.
 * A migration that throws releases the lease and fails the start; the next start runs it again.
 */
import { newId } from "../../ids.ts";
import { retryLocked } from "../kv.ts";
import { commitOnce } from "../write.ts";
import {
  migrationKey,
  type MigrationSummary,
  raiseStoreFormat,
  readMigrationRecords,
  recordMigration,
  type StoreMigration,
} from "./records.ts";

/** Key of the lease of a migration run. */
export const MIGRATIONS_LEASE_KEY: Deno.KvKey = ["meta", "migrations_lease"];
/** A run renews its lease at least this often (each migration calls `renew` per batch); an older lease is taken over. */
export const MIGRATIONS_LEASE_MS = 60_000;
/** How often a process waiting for another one's run looks again. */
export const MIGRATIONS_POLL_MS = 250;

/** Value of the migration lease. */
interface MigrationLease {
  holder: string;
  at: string;
}

/** The lease of this run was taken over by another process (this one was too slow to renew it). */
export class MigrationLeaseLostError extends Error {
  override name = "MigrationLeaseLostError";
}

/** Options of {@link runMigrations}. */
export interface RunMigrationsOptions {
  /** Lease length (default {@link MIGRATIONS_LEASE_MS}). */
  leaseMs?: number;
  /** Wait between looks while another process runs them (default {@link MIGRATIONS_POLL_MS}). */
  pollMs?: number;
  /** Clock, epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Waits `ms` (default a timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Where each applied migration and a wait are told. */
  log?: (message: string) => void;
}

/** One migration this process applied. */
export interface AppliedMigration {
  id: number;
  name: string;
  ms: number;
  summary: MigrationSummary;
}

/** Checks that `migrations` have unique ids, ascending, above `base`; throws naming the first that is not. */
export function checkMigrationList(migrations: readonly StoreMigration[], base: number): void {
  let last = base;
  for (const migration of migrations) {
    if (!Number.isInteger(migration.id) || migration.id <= last) {
      throw new Error(`Store migration ${migration.id} (${migration.name}) must have a whole id above ${last}`);
    }
    last = migration.id;
  }
}

/**
 * Applies the pending `migrations` (ascending ids) under the store's migration lease, or waits while another process
 * applies them. Returns what this process applied (empty when nothing was pending or another process did it).
 */
export async function runMigrations(
  kv: Deno.Kv,
  migrations: readonly StoreMigration[],
  options: RunMigrationsOptions = {},
): Promise<AppliedMigration[]> {
  const leaseMs = options.leaseMs ?? MIGRATIONS_LEASE_MS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? (() => {});
  const holder = `${Deno.pid}-${newId()}`;
  let told = false;
  for (;;) {
    if (!(await pendingOf(kv, migrations)).length) {
      await raiseStoreFormat(kv, migrations.map((migration) => migration.id));
      return [];
    }
    const lease = await retryLocked(() => kv.get<MigrationLease>(MIGRATIONS_LEASE_KEY));
    if (lease.value && now() - Date.parse(lease.value.at) < leaseMs) {
      if (!told) log("Another process is migrating the store; waiting for it.");
      told = true;
      await sleep(options.pollMs ?? MIGRATIONS_POLL_MS);
      continue;
    }
    const claim = kv.atomic().check(lease).set(MIGRATIONS_LEASE_KEY, { holder, at: new Date(now()).toISOString() });
    const stamp = await commitOnce(claim);
    if (stamp === null) continue;
    return await applyPending(kv, migrations, { holder, versionstamp: stamp, now, log });
  }
}

async function pendingOf(kv: Deno.Kv, migrations: readonly StoreMigration[]): Promise<StoreMigration[]> {
  const records = await readMigrationRecords(kv);
  return migrations.filter((migration) => !records.has(migration.id));
}

interface HeldLease {
  holder: string;
  versionstamp: string;
  now: () => number;
  log: (message: string) => void;
}

async function applyPending(
  kv: Deno.Kv,
  migrations: readonly StoreMigration[],
  lease: HeldLease,
): Promise<AppliedMigration[]> {
  const ids = migrations.map((migration) => migration.id);
  const applied: AppliedMigration[] = [];
  const renew = async () => {
    const op = kv.atomic().check({ key: MIGRATIONS_LEASE_KEY, versionstamp: lease.versionstamp })
      .set(MIGRATIONS_LEASE_KEY, { holder: lease.holder, at: new Date(lease.now()).toISOString() });
    const stamp = await commitOnce(op);
    if (stamp === null) throw new MigrationLeaseLostError("Another process took over the store migration lease");
    lease.versionstamp = stamp;
  };
  try {
    // Read after the claim (a holder whose lease ran out may have recorded more meanwhile), and before each one: an
    // earlier migration may record a later one (the first adopts the earlier releases' run-once markers).
    for (const migration of await pendingOf(kv, migrations)) {
      if ((await retryLocked(() => kv.get(migrationKey(migration.id)))).versionstamp) continue;
      const started = lease.now();
      const summary = (await migration.run(kv, renew)) ?? {};
      await renew();
      const ms = Math.max(0, lease.now() - started);
      const at = new Date(lease.now()).toISOString();
      await recordMigration(kv, ids, migration.id, { name: migration.name, at, ms, summary });
      lease.log(`Store migration ${migration.id} (${migration.name}) applied in ${ms} ms: ${JSON.stringify(summary)}.`);
      applied.push({ id: migration.id, name: migration.name, ms, summary });
    }
    return applied;
  } finally {
    const release = kv.atomic().check({ key: MIGRATIONS_LEASE_KEY, versionstamp: lease.versionstamp })
      .delete(MIGRATIONS_LEASE_KEY);
    await commitOnce(release);
  }
}
