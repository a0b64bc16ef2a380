/**
 * The one way lib/db writes with optimistic concurrency. Each attempt reads
 * what it needs afresh and plans an atomic operation (its versionstamp checks
 * and mutations); the operation is committed with the content-version bump
 * when the write changes what visitors see, SQLite lock contention is retried
 * with backoff (`retryLocked`), and a failed check re-reads and tries again,
 * with growing jittered waits, as many times as the caller allows.
 */
import { ConflictError } from "../errors.ts";
import { bumpContentVersion } from "./content_version.ts";
import { retryLocked } from "./kv.ts";

/** Attempts a write makes by default before a failed check becomes a conflict. */
export const MAX_WRITE_ATTEMPTS = 30;

/** Message of the default {@link ConflictError}. */
export const CONCURRENT_CHANGE = "The change could not be saved because of concurrent changes. Please try again.";

/** One attempt's plan: the atomic operation (checks and mutations) and what to return once it commits. */
export interface WritePlan<T> {
  /** Built from `kv.atomic()`; committed as is, plus the content-version bump when asked. */
  op: Deno.AtomicOperation;
  /** The write's result, given the commit's versionstamp. */
  done(versionstamp: string): T | Promise<T>;
}

/** A plan that writes nothing and returns `skip` at once (e.g. a record already gone). */
export interface SkipWrite<T> {
  skip: T;
}

/** Options of {@link optimisticWrite}. */
export interface WriteOptions<T> {
  /** The write changes what visitors see: bump the content version in the same operation. */
  publicContent: boolean;
  /** Attempts when a check fails (default {@link MAX_WRITE_ATTEMPTS}); 1 makes a failed check final at once. */
  attempts?: number;
  /** Runs after a failed check, before the next attempt; may throw a more precise error (a taken slug...). */
  afterFailedCheck?: () => Promise<void>;
  /** What to do when every attempt failed its checks: return a value or throw (default a ConflictError). */
  exhausted?: () => T;
}

/** Runs `plan` and commits its operation until one commits; see the module comment. */
export async function optimisticWrite<T>(
  options: WriteOptions<T>,
  plan: (attempt: number) => WritePlan<T> | SkipWrite<T> | Promise<WritePlan<T> | SkipWrite<T>>,
): Promise<T> {
  const attempts = options.attempts ?? MAX_WRITE_ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const planned = await plan(attempt);
    if ("skip" in planned) return planned.skip;
    const { op } = planned;
    if (options.publicContent) bumpContentVersion(op);
    const result = await retryLocked(() => op.commit());
    if (result.ok) return await planned.done(result.versionstamp);
    await options.afterFailedCheck?.();
    if (attempt + 1 < attempts) await backoff(attempt);
  }
  if (options.exhausted) return options.exhausted();
  throw new ConflictError(CONCURRENT_CHANGE);
}

/** An `exhausted` handler throwing a {@link ConflictError} with `message` (and the conflicting `field`). */
export function conflictWith(message: string, field?: string): () => never {
  return () => {
    throw new ConflictError(message, field);
  };
}

/**
 * Commits `op` once, for writes whose lost race is an answer rather than a
 * reason to re-read (a claim taken by someone else, a record changed since):
 * the commit's versionstamp, or null when a check failed.
 */
export function commitOnce(op: Deno.AtomicOperation, publicContent = false): Promise<string | null> {
  return optimisticWrite<string | null>({ publicContent, attempts: 1, exhausted: () => null }, () => ({
    op,
    done: (versionstamp) => versionstamp,
  }));
}

/** Commits one operation built by `build` with the content-version bump (no checks to fail). */
export function writePublic(kv: Deno.Kv, build: (op: Deno.AtomicOperation) => void): Promise<void> {
  return optimisticWrite({ publicContent: true }, () => {
    const op = kv.atomic();
    build(op);
    return { op, done: () => {} };
  });
}

/** The last task of each lane of this process, while one is queued or running. */
const lanes = new Map<string, Promise<unknown>>();

/**
 * Runs `task` once every task queued before it in the same `lane` of this process (e.g. "new reviews") has settled,
 * so this process's writes to a hot key wait their turn instead of failing each other's checks; only other
 * processes' writes can still meet them.
 */
export function oneAtATime<T>(lane: string, task: () => Promise<T>): Promise<T> {
  const run = (lanes.get(lane) ?? Promise.resolve()).then(task, task);
  const settled = run.catch(() => {});
  lanes.set(lane, settled);
  settled.then(() => lanes.get(lane) === settled && lanes.delete(lane));
  return run;
}

function backoff(attempt: number): Promise<void> {
  const delay = Math.min(100, 2 ** attempt) * Math.random();
  return new Promise((resolve) => setTimeout(resolve, delay));
}
