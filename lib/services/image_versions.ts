/**
 * The maker of featured images' search-engine versions, started by every server process (`lib/start_app.ts`): it
 * takes the queued items (`lib/db/media_versions.ts`, queued by the upload's own write, so the queue survives a
 * restart), claims each with a lease so one process does the work, makes the versions from the kept upload (or, for an
 * item stored before uploads were kept, from its square) and records them on the item, which takes it off the queue.
 * A failed try is retried after a pause, three times at most (then the item is recorded as having none). It looks at
 * the queue every {@link VERSIONS_CHECK_MS}, as a due loop (`lib/process/due_loop.ts`), and waits while featured images
 * keep coming ({@link VERSIONS_QUIET_MS} after the newest queued one, stored by any process), so an import's uploads
 * have the CPU to themselves; pages use what exists until then.
 */
import { getMediaItem, recordMediaVersions } from "../db/media.ts";
import { claimDueVersions, listDueVersions, newestQueuedAt, releaseDueVersions } from "../db/media_versions.ts";
import { newId } from "../ids.ts";
import { removeVariants, writeVariants } from "../media/featured_variants.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { startDueLoop } from "../process/due_loop.ts";
import type { PublisherOptions, ScheduledPublisher } from "./scheduled_publisher.ts";

/** How often the queue is looked at when nothing wakes the maker sooner. */
export const VERSIONS_CHECK_MS = 10_000;
/** How long after the newest queued item the versions wait (uploads still coming: an import, an editor's batch). */
export const VERSIONS_QUIET_MS = 5_000;
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

/** A running maker: `runNow` makes the versions of every item due now, uploads going on or not, and answers the ids done. */
export type VersionMaker = ScheduledPublisher;

/** Starts making the queued versions of `kv`'s featured images, stored in `storage`: a first run at once. */
export function startVersionMaker(kv: Deno.Kv, storage: MediaStorage, options: VersionMakerOptions = {}): VersionMaker {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? VERSIONS_LEASE_MS;
  const intervalMs = options.intervalMs ?? VERSIONS_CHECK_MS;
  const owner = newId();
  let stopped = false;
  /** `runNow` calls going on: they do not wait for uploads to stop. */
  let forced = 0;

  /** When the maker should wait for uploads going on: the epoch ms to look again, or null to go on. */
  async function quietAt(): Promise<number | null> {
    const newest = forced ? null : await newestQueuedAt(kv);
    const age = newest === null ? Infinity : now() - newest;
    return age >= 0 && age < VERSIONS_QUIET_MS ? newest! + VERSIONS_QUIET_MS : null;
  }

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

  async function makeDue(): Promise<{ result: string[]; next: number }> {
    const done: string[] = [];
    while (!stopped) {
      const later = await quietAt();
      if (later !== null) return { result: done, next: later };
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
    return { result: done, next: now() + intervalMs };
  }

  const loop = startDueLoop<string[]>({
    run: makeDue,
    idle: [],
    onError: (error) =>
      options.log?.(`Making image versions failed: ${error instanceof Error ? error.message : error}`),
    retryMs: intervalMs,
    now,
    timer: options.timer,
  });
  return {
    async runNow() {
      forced++;
      try {
        return await loop.runNow();
      } finally {
        forced--;
      }
    },
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
