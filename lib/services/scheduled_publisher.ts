/**
 * The publisher of scheduled drafts, started by every server process
 * (`lib/start_app.ts`). Each run publishes the drafts whose time has come
 * (`lib/db/scheduled_posts.ts`), then sleeps until the next scheduled time or
 * the check interval, whichever is sooner, so a post goes out at its time
 * and one scheduled since the last run, by any process, within the interval.
 *
 * Several processes share one store: before publishing a post, a process
 * claims it with a lease (`["posts_scheduled_lease", id]`, an atomic check),
 * so only one does the work; the publish itself is a versionstamp-checked
 * post write, so even a lease that ran out cannot publish a post twice.
 * A failed run is tried again after the interval. The runs are a
 * due loop (`lib/process/due_loop.ts`), whose clock and timer tests drive.
 */
import { claimLease, releaseLease } from "../db/lease.ts";
import { listDueScheduled, nextScheduledAfter, publishScheduledPost } from "../db/scheduled_posts.ts";
import { newId } from "../ids.ts";
import { startDueLoop, type Timer } from "../process/due_loop.ts";

/** How often a publisher looks for due posts when none is due sooner. */
export const PUBLISH_CHECK_MS = 5_000;
/** How long a claim on one post lasts. */
export const PUBLISH_LEASE_MS = 60_000;

/** Due posts one run reads at most (after a full batch the next run starts within a second). */
const DUE_BATCH = 100;

/** Options of {@link startScheduledPublisher}. */
export interface PublisherOptions {
  /** Clock, in epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Timer (default `setTimeout`, not keeping the process alive). */
  timer?: Timer;
  /** Longest sleep between runs (default {@link PUBLISH_CHECK_MS}). */
  intervalMs?: number;
  /** How long a claim on a post lasts (default {@link PUBLISH_LEASE_MS}). */
  leaseMs?: number;
  /** Where a failed run is reported (the next run tries again). */
  log?: (message: string) => void;
}

/** A running publisher. */
export interface ScheduledPublisher {
  /** Publishes what is due now and returns the ids this publisher published (a run already going is awaited first). */
  runNow(): Promise<string[]>;
  /** Stops the timer and waits for a run in progress; nothing runs afterwards. */
  stop(): Promise<void>;
}

function leaseKey(id: string): Deno.KvKey {
  return ["posts_scheduled_lease", id];
}

/** Starts publishing scheduled drafts of `kv`: a first run at once, then as described in the module doc. */
export function startScheduledPublisher(kv: Deno.Kv, options: PublisherOptions = {}): ScheduledPublisher {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? PUBLISH_CHECK_MS;
  const leaseMs = options.leaseMs ?? PUBLISH_LEASE_MS;
  const owner = newId();
  let stopped = false;

  /** Publishes the due posts; after a full batch the next run is due within a second. */
  async function publishDue(): Promise<{ published: string[]; moreDue: boolean }> {
    const published: string[] = [];
    const due = await listDueScheduled(kv, now(), DUE_BATCH);
    for (const { id } of due) {
      if (stopped) break;
      if (!await claimLease(kv, leaseKey(id), owner, now(), leaseMs, { expire: true })) continue;
      if (await publishScheduledPost(kv, id, now())) published.push(id);
      await releaseLease(kv, leaseKey(id), owner);
    }
    return { published, moreDue: due.length === DUE_BATCH };
  }

  const loop = startDueLoop<string[]>({
    async run() {
      const { published, moreDue } = await publishDue();
      const at = now();
      if (moreDue) return { result: published, next: at + Math.min(1000, intervalMs) };
      const scheduled = await nextScheduledAfter(kv, at).catch(() => null);
      return { result: published, next: Math.min(at + intervalMs, Math.max(at, scheduled ?? Infinity)) };
    },
    idle: [],
    onError: (error) =>
      options.log?.(`Publishing scheduled posts failed: ${error instanceof Error ? error.message : error}`),
    retryMs: intervalMs,
    now,
    timer: options.timer,
  });
  return {
    runNow: loop.runNow,
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
