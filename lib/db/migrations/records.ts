/**
 * What a store records of its migrations: `["meta", "migrations", id]` → {@link MigrationRecord} for each migration
 * applied, and the store marker's `format` (`store_check.ts`) raised to the highest id up to which every migration
 * is recorded, in the same atomic operation as the record. Cleanups (`cleanups.ts`) are recorded under
 * `["meta", "cleanups", id]` by `run_once.ts`.
 */
import { listAll, retryLocked } from "../kv.ts";
import { BASE_FORMAT, STORE_MARKER_KEY, type StoreMarker } from "../store_check.ts";
import { commitOnce } from "../write.ts";

/** Key prefix of the migration records. */
export const MIGRATIONS_PREFIX: Deno.KvKey = ["meta", "migrations"];
/** Key prefix of the cleanup records. */
export const CLEANUPS_PREFIX: Deno.KvKey = ["meta", "cleanups"];

/** A summary a migration or cleanup reports of its work (counts), kept in its record. */
export type MigrationSummary = Record<string, unknown>;

/** One numbered, idempotent step bringing a store's data to the layout a newer version of the code reads. */
export interface StoreMigration {
  /** Position in the list: ids start after {@link BASE_FORMAT} and only grow; a released id never changes. */
  id: number;
  name: string;
  /** Does the work; calls `renew` at least every lease period while it works; may run again after a crash. */
  run: (kv: Deno.Kv, renew: () => Promise<void>) => Promise<MigrationSummary | void>;
}

/** What the store keeps of an applied migration. */
export interface MigrationRecord {
  name: string;
  /** When it was recorded (ISO). */
  at: string;
  /** How long it ran. */
  ms: number;
  summary: MigrationSummary;
}

/** Key of the record of migration `id`. */
export const migrationKey = (id: number): Deno.KvKey => [...MIGRATIONS_PREFIX, id];

/** Key of the record of cleanup `id`. */
export const cleanupKey = (id: number): Deno.KvKey => [...CLEANUPS_PREFIX, id];

/** The recorded migrations of the store, by id. */
export async function readMigrationRecords(kv: Deno.Kv): Promise<Map<number, MigrationRecord>> {
  const entries = await listAll<MigrationRecord>(kv, { prefix: MIGRATIONS_PREFIX });
  return new Map(entries.map((entry) => [entry.key[MIGRATIONS_PREFIX.length] as number, entry.value]));
}

/** The highest id up to which every migration of `ids` (ascending) is in `recorded`, or {@link BASE_FORMAT}. */
export function appliedFormat(ids: readonly number[], recorded: ReadonlySet<number>): number {
  let format = BASE_FORMAT;
  for (const id of ids) {
    if (!recorded.has(id)) break;
    format = id;
  }
  return format;
}

/**
 * Records migration `id` and raises the marker's format to what the records now cover, in one atomic operation
 * checked against the marker as read (retried when another process changed it meanwhile). The marker never goes down.
 */
export async function recordMigration(
  kv: Deno.Kv,
  ids: readonly number[],
  id: number,
  record: MigrationRecord,
): Promise<void> {
  await writeWithFormat(kv, ids, (op) => op.set(migrationKey(id), record), id);
}

/** Raises the marker's format to what the records cover, when it says less (a store recorded before it was marked). */
export async function raiseStoreFormat(kv: Deno.Kv, ids: readonly number[]): Promise<void> {
  await writeWithFormat(kv, ids, () => {});
}

async function writeWithFormat(
  kv: Deno.Kv,
  ids: readonly number[],
  write: (op: Deno.AtomicOperation) => void,
  id?: number,
): Promise<void> {
  for (;;) {
    const marker = await retryLocked(() => kv.get<StoreMarker>(STORE_MARKER_KEY));
    const recorded = new Set((await readMigrationRecords(kv)).keys());
    if (id !== undefined) recorded.add(id);
    const format = Math.max(marker.value?.format ?? BASE_FORMAT, appliedFormat(ids, recorded));
    const raise = marker.value !== null && format > marker.value.format;
    if (id === undefined && !raise) return;
    const op = kv.atomic().check(marker);
    write(op);
    if (raise) op.set(STORE_MARKER_KEY, { ...marker.value, format });
    if (await commitOnce(op) !== null) return;
  }
}
