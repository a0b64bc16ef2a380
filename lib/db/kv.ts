/**
 * Opening Deno KV and surviving contention.
 *
 * Several server processes may share one local KV file; SQLite then answers
 * "database is locked" under write contention. Every store access in `lib/db`
 * goes through {@link retryLocked} so such transient errors are retried with
 * backoff instead of reaching the user; contention that outlasts every retry is a
 * {@link StoreBusyError} (503 with `Retry-After`), keys over the store's size limit
 * (built from overlong request input) become 404/400 errors, a full disk 507.
 */
import { typedStoreError } from "./kv_limits.ts";
import { NotFoundError, StoreBusyError } from "../errors.ts";
import { processMetrics } from "../process/metrics.ts";

const RETRIES = processMetrics.counter(
  "recetas_kv_retries_total",
  "Store operations of this process tried again after SQLite's lock contention (database is locked).",
);
const GAVE_UP = processMetrics.counter(
  "recetas_kv_lock_failures_total",
  "Store operations of this process that still met lock contention after every attempt.",
);

/** Opens the store at `path` (`KV_PATH` in `lib/config.ts`). `:memory:` and KV Connect URLs pass through. */
export async function openKv(path: string): Promise<Deno.Kv> {
  if (path !== ":memory:" && !/^https?:\/\//.test(path)) {
    const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    if (dir) await Deno.mkdir(dir, { recursive: true });
  }
  return await retryLocked(() => Deno.openKv(path));
}

/** True when `error` is SQLite's transient lock contention error. */
export function isLockedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /database is locked|database table is locked|SQLITE_BUSY/i.test(message);
}

/**
 * Runs `fn`, retrying lock-contention errors with jittered exponential backoff (a {@link StoreBusyError} once
 * `attempts` are spent); an oversize key becomes a typed 404 (read) or 400 (write) error.
 */
export async function retryLocked<T>(fn: () => Promise<T>, attempts = 10): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const locked = isLockedError(error);
      if (locked && attempt >= attempts) {
        GAVE_UP.inc();
        throw new StoreBusyError();
      }
      if (!locked) throw typedStoreError(error) ?? error;
      RETRIES.inc();
      const delay = Math.min(1000, 10 * 2 ** attempt) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Collects every entry under `prefix` (retrying lock errors for the whole read). */
export function listAll<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: Deno.KvListOptions = {},
): Promise<Deno.KvEntry<T>[]> {
  return retryLocked(async () => {
    const out: Deno.KvEntry<T>[] = [];
    for await (const entry of kv.list<T>(selector, options)) out.push(entry);
    return out;
  });
}

/** True when some entry lies under `prefix` (`[]`: anywhere in the store). */
export async function holdsAny(kv: Deno.Kv, prefix: Deno.KvKey): Promise<boolean> {
  return (await listAll(kv, { prefix }, { limit: 1 })).length > 0;
}

/** Wrapping u64 value that subtracts one when summed (KV `sum` wraps modulo 2^64). */
export const KV_MINUS_ONE = new Deno.KvU64(0xffff_ffff_ffff_ffffn);
/** KvU64 one, for counter increments with `AtomicOperation.sum`. */
export const KV_ONE = new Deno.KvU64(1n);

/** Reads a counter written with `sum`; missing counters read as 0. */
export async function readCounter(kv: Deno.Kv, key: Deno.KvKey): Promise<number> {
  const entry = await retryLocked(() => kv.get<Deno.KvU64>(key));
  return entry.value ? Number(entry.value.value) : 0;
}

/** The entry stored at `key`; a {@link NotFoundError} saying `missing` when there is none. */
export async function getExisting<T>(kv: Deno.Kv, key: Deno.KvKey, missing: string): Promise<Deno.KvEntry<T>> {
  const entry = await retryLocked(() => kv.get<T>(key));
  if (entry.value === null) throw new NotFoundError(missing);
  return entry as Deno.KvEntry<T>;
}

/** Deletes those of `keys` that exist, in one operation; returns how many there were. */
export async function deleteKeys(kv: Deno.Kv, keys: readonly Deno.KvKey[]): Promise<number> {
  const entries = await retryLocked(() => kv.getMany(keys as Deno.KvKey[]));
  const present = entries.filter((entry) => entry.versionstamp !== null);
  if (!present.length) return 0;
  const op = kv.atomic();
  for (const entry of present) op.delete(entry.key);
  await retryLocked(() => op.commit());
  return present.length;
}
