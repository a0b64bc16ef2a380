/**
 * The queue of featured images whose search-engine versions are still to be made (`lib/services/image_versions.ts`
 * makes them). Key: ["media_versions_due", media id] → {@link VersionsDue}, written in the same atomic operation as
 * the media item, so it survives a restart; the maker claims an entry with a lease before working on it and deletes
 * it in the operation that records the versions on the item (`recordMediaVersions` in `media.ts`).
 */
import { listAll, retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";
import { claimLease } from "./lease.ts";
import { idTime } from "../ids.ts";

/** Key prefix of the queue. */
export const VERSIONS_DUE_PREFIX: Deno.KvKey = ["media_versions_due"];

/** One queued item: who holds it until when (epoch ms; 0 when nobody), and how many tries failed. */
export interface VersionsDue {
  owner: string | null;
  until: number;
  failures: number;
}

/** Key of the queue entry of media item `id`. */
export function versionsDueKey(id: string): Deno.KvKey {
  return [...VERSIONS_DUE_PREFIX, id];
}

/** Adds queuing media item `id` to `op`. */
export function queueVersions(op: Deno.AtomicOperation, id: string): Deno.AtomicOperation {
  return op.set(versionsDueKey(id), { owner: null, until: 0, failures: 0 } satisfies VersionsDue);
}

/** Queues media item `id` unless it is queued already (a featured image stored before versions were queued). */
export async function queueMissingVersions(kv: Deno.Kv, id: string): Promise<void> {
  const op = queueVersions(kv.atomic().check({ key: versionsDueKey(id), versionstamp: null }), id);
  await commitOnce(op);
}

/**
 * When the newest queued item was stored (epoch ms, from its time-ordered id), or null when the queue is empty: an
 * upload going on, in any process, queued one moments ago.
 */
export async function newestQueuedAt(kv: Deno.Kv): Promise<number | null> {
  const [newest] = await listAll<VersionsDue>(kv, { prefix: VERSIONS_DUE_PREFIX }, { reverse: true, limit: 1 });
  return newest ? idTime(newest.key[newest.key.length - 1] as string) : null;
}

/** Queued items nobody holds at `now` (oldest id first), at most `limit`. */
export async function listDueVersions(kv: Deno.Kv, now: number, limit: number): Promise<string[]> {
  const due: string[] = [];
  for (const entry of await listAll<VersionsDue>(kv, { prefix: VERSIONS_DUE_PREFIX })) {
    if (entry.value.until <= now) due.push(entry.key[entry.key.length - 1] as string);
    if (due.length === limit) break;
  }
  return due;
}

/** Claims item `id` for `owner` until `now + leaseMs`; null when it is no longer queued or another owner holds it. */
export function claimDueVersions(
  kv: Deno.Kv,
  id: string,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<VersionsDue | null> {
  return claimLease<VersionsDue>(kv, versionsDueKey(id), owner, now, leaseMs, { existingOnly: true });
}

/** Gives item `id` back after a failed try: taken again after `retryAt`, or dropped after `maxFailures`. */
export async function releaseDueVersions(
  kv: Deno.Kv,
  id: string,
  retryAt: number,
  maxFailures: number,
): Promise<"retry" | "dropped"> {
  const entry = await retryLocked(() => kv.get<VersionsDue>(versionsDueKey(id)));
  if (!entry.value) return "dropped";
  const failures = entry.value.failures + 1;
  const op = kv.atomic().check(entry);
  if (failures >= maxFailures) op.delete(entry.key);
  else op.set(entry.key, { owner: null, until: retryAt, failures } satisfies VersionsDue);
  await commitOnce(op);
  return failures >= maxFailures ? "dropped" : "retry";
}
