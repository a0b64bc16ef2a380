/**
 * The maker of featured images' search-engine versions, started by every server process (`lib/start_app.ts`): it
 * takes the queued items (`lib/db/media_versions.ts`, queued by the upload's own write, so the queue survives a
 * restart), claims each with a lease so one process does the work, makes the versions from the kept upload (or, for an
 * item stored before uploads were kept, from its square) and records them on the item, which takes it off the queue.
 * A failed try is retried after a pause, three times at most (then the item is recorded as having none). It runs when
 * this process queues an item and every {@link VERSIONS_CHECK_MS} (another process's uploads, leases run out), as a due
 * loop (`lib/process/due_loop.ts`); pages use what exists until then.
 */
import { getMediaItem, recordMediaVersions } from "../db/media.ts";
import { claimDueVersions, listDueVersions, onVersionsQueued, releaseDueVersions } from "../db/media_versions.ts";
import { newId } from "../ids.ts";
import { removeVariants, writeVariants } from "../media/featured_variants.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { startDueLoop } from "../process/due_loop.ts";
import type { PublisherOptions, ScheduledPublisher } from "./scheduled_publisher.ts";

/** How often the queue is looked at when nothing wakes the maker sooner. */
export const VERSIONS_CHECK_MS = 10_000;
/** How long a claim on one item lasts. */
export const VERSIONS_LEASE_MS = 120_000;
/** Tries before an item is dropped from the queue (its page keeps the square). */
const MAX_FAILURES = 3;
/** Items read from the queue at a time. */
const BATCH = 20;

/**
 * Options of {@link startVersionMaker}: the publisher's (clock, timer, interval, lease, log), with the defaults
 * {@link VERSIONS_CHECK_MS} and {@link VERSIONS_LEASE_MS}.
 */
export type VersionMakerOptions = PublisherOptions;

/** A running maker: `runNow` makes the versions of every item due now and answers the media ids done. */
export type VersionMaker = ScheduledPublisher;

/** Starts making the queued versions of `kv`'s featured images, stored in `storage`: a first run at once. */
export function startVersionMaker(kv: Deno.Kv, storage: MediaStorage, options: VersionMakerOptions = {}): VersionMaker {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? VERSIONS_LEASE_MS;
  const intervalMs = options.intervalMs ?? VERSIONS_CHECK_MS;
  const owner = newId();
  let stopped = false;

  /** Makes and records the versions of item `id`, claimed by this maker. */
  async function make(id: string): Promise<boolean> {
    const item = await getMediaItem(kv, id);
    if (!item) return (await recordMediaVersions(kv, id, [])) !== null;
    const source = await storage.read(item.original?.key ?? item.key);
    const variants = await writeVariants(storage, item.key, source);
    if (await recordMediaVersions(kv, id, variants)) return true;
    await removeVariants(storage, item.key); // deleted while its versions were made
    return false;
  }

  async function makeDue(): Promise<string[]> {
    const done: string[] = [];
    while (!stopped) {
      const due = await listDueVersions(kv, now(), BATCH);
      for (const id of due) {
        if (stopped) break;
        if (!await claimDueVersions(kv, id, owner, now(), leaseMs)) continue;
        try {
          if (await make(id)) done.push(id);
        } catch (error) {
          const outcome = await releaseDueVersions(kv, id, now() + leaseMs / 4, MAX_FAILURES);
          // Given up: recorded as having none, so its page does not queue it again.
          if (outcome === "dropped") await recordMediaVersions(kv, id, []);
          options.log?.(
            `Making the image versions of media ${id} failed (${outcome === "dropped" ? "given up" : "will retry"}): ` +
              (error instanceof Error ? error.message : String(error)),
          );
        }
      }
      if (due.length < BATCH) break;
    }
    return done;
  }

  const loop = startDueLoop<string[]>({
    run: async () => ({ result: await makeDue(), next: now() + intervalMs }),
    idle: [],
    onError: (error) =>
      options.log?.(`Making image versions failed: ${error instanceof Error ? error.message : error}`),
    retryMs: intervalMs,
    now,
    timer: options.timer,
  });
  // An item queued in this process is made at once (after a run going on, which may have listed the queue before).
  const unlisten = onVersionsQueued(kv, () => loop.wake(now()));
  return {
    runNow: loop.runNow,
    async stop() {
      stopped = true;
      unlisten();
      await loop.stop();
    },
  };
}
