/**
 * The publisher of scheduled drafts, started by every server process
 * (`lib/start_app.ts`). Each run publishes the drafts whose time has come
 * (`lib/db/scheduled_posts.ts`), then sleeps until the next scheduled time or
 * the check interval, whichever is sooner, so a post goes out at its time
 * and one scheduled from another process is seen within the interval.
 *
 * Several processes share one store: before publishing a post, a process
 * claims it with a lease (`["posts_scheduled_lease", id]`, an atomic check),
 * so only one does the work; the publish itself is a versionstamp-checked
 * post write, so even a lease that ran out cannot publish a post twice.
 * A schedule saved through this process (`services/posts.ts`) wakes its
 * publishers sooner when it is due before their next run
 * ({@link scheduleSaved}); another process's publisher sees it within the
 * interval. The clock and the timer are options, so tests drive both.
 */
import { retryLocked } from "../db/kv.ts";
import { listDueScheduled, nextScheduledAfter, publishScheduledPost } from "../db/scheduled_posts.ts";
import { commitOnce } from "../db/write.ts";
import { newId } from "../ids.ts";

/** How often a publisher looks for due posts when none is due sooner. */
export const PUBLISH_CHECK_MS = 30_000;
/** How long a claim on one post lasts. */
export const PUBLISH_LEASE_MS = 60_000;

/** Due posts one run reads at most (after a full batch the next run starts within a second). */
const DUE_BATCH = 100;

/** A timer: `set` calls `run` once after `ms`, and returns what `clear` cancels. */
export interface PublisherTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Options of {@link startScheduledPublisher}. */
export interface PublisherOptions {
  /** Clock, in epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Timer (default `setTimeout`, not keeping the process alive). */
  timer?: PublisherTimer;
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

interface Lease {
  owner: string;
  until: number;
}

/** The timer of background jobs: `setTimeout`, not keeping the process alive. */
export const DEFAULT_TIMER: PublisherTimer = {
  set(run, ms) {
    const handle = setTimeout(run, ms);
    Deno.unrefTimer(handle);
    return handle;
  },
  clear: (handle) => clearTimeout(handle as number),
};

/** The wake-up of each running publisher, by store. */
const wakers = new WeakMap<Deno.Kv, Set<(at: number) => void>>();

/** Tells the publishers of `kv` in this process that a post is scheduled for `at` (ISO). */
export function scheduleSaved(kv: Deno.Kv, at: string): void {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return;
  for (const wake of wakers.get(kv) ?? []) wake(time);
}

function leaseKey(id: string): Deno.KvKey {
  return ["posts_scheduled_lease", id];
}

/** Claims post `id` for `owner` until `now + leaseMs`; false when another owner's claim is still live. */
async function claim(kv: Deno.Kv, id: string, owner: string, now: number, leaseMs: number): Promise<boolean> {
  const current = await retryLocked(() => kv.get<Lease>(leaseKey(id)));
  if (current.value && current.value.owner !== owner && current.value.until > now) return false;
  const op = kv.atomic().check(current).set(leaseKey(id), { owner, until: now + leaseMs }, { expireIn: leaseMs });
  return await commitOnce(op) !== null;
}

/** Starts publishing scheduled drafts of `kv`: a first run at once, then as described in the module doc. */
export function startScheduledPublisher(kv: Deno.Kv, options: PublisherOptions = {}): ScheduledPublisher {
  const now = options.now ?? Date.now;
  const timer = options.timer ?? DEFAULT_TIMER;
  const intervalMs = options.intervalMs ?? PUBLISH_CHECK_MS;
  const leaseMs = options.leaseMs ?? PUBLISH_LEASE_MS;
  const owner = newId();
  let handle: unknown = null;
  /** When the timer fires (epoch ms). */
  let wakeAt = Infinity;
  let stopped = false;
  let running: Promise<string[]> = Promise.resolve([]);

  /** True when the last run found a full batch of due posts, so the next runs soon. */
  let moreDue = false;

  async function publishDue(): Promise<string[]> {
    const published: string[] = [];
    const due = await listDueScheduled(kv, now(), DUE_BATCH);
    moreDue = due.length === DUE_BATCH;
    for (const { id } of due) {
      if (stopped) break;
      if (!await claim(kv, id, owner, now(), leaseMs)) continue;
      if (await publishScheduledPost(kv, id, now())) published.push(id);
      await retryLocked(() => kv.delete(leaseKey(id)));
    }
    return published;
  }

  async function sleepUntilNext(): Promise<void> {
    if (stopped) return;
    const at = now();
    const next = await nextScheduledAfter(kv, at).catch(() => null);
    if (stopped) return;
    const delay = moreDue
      ? Math.min(1000, intervalMs)
      : next === null
      ? intervalMs
      : Math.max(0, Math.min(intervalMs, next - at));
    arm(at, delay);
  }

  /** The earliest schedule told ({@link scheduleSaved}) while a run was going, which that run's sleep must not pass. */
  let toldDuringRun = Infinity;

  function arm(at: number, delay: number): void {
    if (handle !== null) timer.clear(handle);
    const wait = Math.max(0, Math.min(delay, toldDuringRun - at));
    toldDuringRun = Infinity;
    wakeAt = at + wait;
    handle = timer.set(() => void run(), wait);
  }

  function wake(at: number): void {
    if (stopped) return;
    if (handle === null) toldDuringRun = Math.min(toldDuringRun, at);
    else if (at < wakeAt) arm(now(), at - now());
  }

  function run(): Promise<string[]> {
    if (handle !== null) timer.clear(handle);
    handle = null;
    running = running.then(async () => {
      if (stopped) return [];
      try {
        return await publishDue();
      } catch (error) {
        options.log?.(`Publishing scheduled posts failed: ${error instanceof Error ? error.message : error}`);
        return [];
      } finally {
        await sleepUntilNext();
      }
    });
    return running;
  }

  const registered = wakers.get(kv) ?? new Set();
  wakers.set(kv, registered.add(wake));
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      registered.delete(wake);
      if (handle !== null) timer.clear(handle);
      handle = null;
      await running.catch(() => {});
    },
  };
}
