/**
 * Jobs run once per store, whichever process starts first: a marker key
 * claimed in an atomic check says who runs the job and whether it is done.
 *
 * - no marker (or one of an older `version`): the job runs;
 * - `{ state: "building", at }` renewed less than `leaseMs` ago: another
 *   process is running it, this one goes on without it;
 * - `{ state: "building", at }` older than that: its process stopped
 *   mid-way, the claim is taken over and the job runs again;
 * - `{ state: "done", at, ... }`: never run again.
 */
import { retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";

/** What a run-once marker holds (plus the job's summary once done). */
export interface RunOnceMarker {
  state?: string;
  at?: string;
  version?: number;
}

/** Options of {@link runOnceWithLease}. */
export interface RunOnceOptions<T> {
  /** The marker key. */
  marker: Deno.KvKey;
  /** The job renews its claim at least this often; an older claim is taken over. */
  leaseMs: number;
  /** Layout version: a marker of an older version (none counts as 1) runs the job again. Stored only when given. */
  version?: number;
  /** The job; it calls `renew` at least every `leaseMs` while it works. */
  run: (renew: () => Promise<void>) => Promise<T>;
  /** What the done marker records of the result. */
  summary?: (result: T) => Record<string, unknown>;
  /** Clock (tests move it past the lease). */
  now?: () => number;
}

/** What {@link runOnceWithLease} did: ran the job (with its result), or left it (done or claimed elsewhere). */
export type RunOnceOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `options.run` unless the store marks the job done or another process
 * holds a live claim; the claim is an atomic check on the marker, so of
 * several processes starting together exactly one runs it. A job that throws
 * leaves its claim to go stale, and a later start runs it again.
 */
export async function runOnceWithLease<T>(kv: Deno.Kv, options: RunOnceOptions<T>): Promise<RunOnceOutcome<T>> {
  const { marker: key, leaseMs, version } = options;
  const now = options.now ?? Date.now;
  const marker = await retryLocked(() => kv.get<RunOnceMarker>(key));
  const value = marker.value;
  if (marker.versionstamp && (version === undefined || (value?.version ?? 1) >= version)) {
    const building = value?.state === "building";
    if (!building || now() - Date.parse(value?.at ?? "") < leaseMs) return { ran: false };
  }
  const stamp = (state: string) => ({
    state,
    ...(version === undefined ? {} : { version }),
    at: new Date(now()).toISOString(),
  });
  if (await commitOnce(kv.atomic().check(marker).set(key, stamp("building"))) === null) return { ran: false };
  const result = await options.run(() => retryLocked(() => kv.set(key, stamp("building"))).then(() => {}));
  await retryLocked(() => kv.set(key, { ...stamp("done"), ...options.summary?.(result) }));
  return { ran: true, result };
}
