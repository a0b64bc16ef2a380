/**
 * The keys of URL redirects in KV and the writes that keep a record and its index entries together.
 *
 * - `["redirects", id]` → record;
 * - `["redirects_by_path", from_path]` → id (one redirect per source path);
 * - `["redirects_by_target", normalized to_path, id]` → id: the redirects ending at a path, so a new redirect from it
 *   re-points only those, whatever the number of redirects ({@link targetKey}); written in the same atomic operation
 *   as the record ({@link putRedirect}, {@link removeRedirect}); built for stores made before it by a store
 *   migration ({@link indexExistingRedirects});
 * - `["redirect_hits", id]` → KvU64 hit counter.
 */
import { createHash } from "node:crypto";
import { normalizeRedirectPath, type Redirect } from "../schemas/redirect.ts";
import { getManyBatched } from "./batched_get.ts";
import { scanInBatches } from "./batched_scan.ts";
import { listAll, retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";

/** A redirect as stored: the hit count lives in its own counter. */
export type StoredRedirect = Omit<Redirect, "hit_count">;

/** Key prefix of redirect records. */
export const REDIRECTS_PREFIX: Deno.KvKey = ["redirects"];
/** Key prefix of the source-path index. */
export const REDIRECTS_BY_PATH_PREFIX: Deno.KvKey = ["redirects_by_path"];
/** Key prefix of the target index. */
export const REDIRECTS_BY_TARGET_PREFIX: Deno.KvKey = ["redirects_by_target"];
/** Key prefix of hit counters. */
export const REDIRECT_HITS_PREFIX: Deno.KvKey = ["redirect_hits"];

/** Key of the record `id`. */
export const recordKey = (id: string): Deno.KvKey => [...REDIRECTS_PREFIX, id];

/** Key of the source-path index entry of `path`. */
export const pathKey = (path: string): Deno.KvKey => [...REDIRECTS_BY_PATH_PREFIX, path];

/** Key of the hit counter of `id`. */
export const hitsKey = (id: string): Deno.KvKey => [...REDIRECT_HITS_PREFIX, id];

/**
 * Longest target (UTF-8 bytes) kept as it is in a target key; a longer one (up to 2,048 characters are accepted)
 * would not fit a key with its id, so it is kept as its SHA-256.
 */
const LONGEST_TARGET_PART = 1900;

/** The part of a target key naming `path`: the normalized path, or its hash when too long for a key. */
function targetPart(path: string): string {
  const normalized = normalizeRedirectPath(path);
  if (new TextEncoder().encode(normalized).length <= LONGEST_TARGET_PART) return normalized;
  return `sha256:${createHash("sha256").update(normalized).digest("hex")}`;
}

/** Key prefix of the target index entries of the redirects ending at `path`. */
export const targetPrefix = (path: string): Deno.KvKey => [...REDIRECTS_BY_TARGET_PREFIX, targetPart(path)];

/** Key of the target index entry of `redirect`. */
export const targetKey = (redirect: Pick<StoredRedirect, "id" | "to_path">): Deno.KvKey => [
  ...targetPrefix(redirect.to_path),
  redirect.id,
];

/** Adds to `op` the writes of `record`, replacing `before` (null for a new one): the record and its target entry. */
export function putRedirect(op: Deno.AtomicOperation, record: StoredRedirect, before: StoredRedirect | null): void {
  if (before && targetPart(before.to_path) !== targetPart(record.to_path)) op.delete(targetKey(before));
  op.set(recordKey(record.id), record).set(targetKey(record), record.id);
}

/** Adds to `op` the removal of `record`, its target entry and its hit counter (its source entry is the caller's). */
export function removeRedirect(op: Deno.AtomicOperation, record: StoredRedirect): void {
  op.delete(recordKey(record.id)).delete(targetKey(record)).delete(hitsKey(record.id));
}

/** The redirects whose target is `path` (normalized), as stored with their versionstamps. */
export async function redirectsEndingAt(kv: Deno.Kv, path: string): Promise<Deno.KvEntry<StoredRedirect>[]> {
  const target = normalizeRedirectPath(path);
  const index = await listAll<string>(kv, { prefix: targetPrefix(target) });
  const records = await getManyBatched<StoredRedirect>(kv, index.map((entry) => recordKey(entry.value)));
  return records.filter((entry): entry is Deno.KvEntry<StoredRedirect> =>
    entry.value !== null && normalizeRedirectPath(entry.value.to_path) === target
  );
}

/** What a source path names: its index entry and the record it points at (null when there is none). */
export interface SourceRead {
  index: Deno.KvEntryMaybe<string>;
  record: Deno.KvEntryMaybe<StoredRedirect> | null;
}

/** Reads the redirect from the normalized path `path` through the source-path index. */
export async function readSource(kv: Deno.Kv, path: string): Promise<SourceRead> {
  const index = await retryLocked(() => kv.get<string>(pathKey(path)));
  const id = index.value;
  if (!id) return { index, record: null };
  return { index, record: await retryLocked(() => kv.get<StoredRedirect>(recordKey(id))) };
}

/**
 * Writes the target entry of every redirect that has none (a store migration: run again after a crash, it writes
 * only what is missing); an entry is written with the check that its record is unchanged since it was read, and a
 * record changed meanwhile was indexed by its own write. Calls `renew` after each batch; returns how many it wrote.
 */
export function indexExistingRedirects(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  return scanInBatches<StoredRedirect>(kv, REDIRECTS_PREFIX, renew, async (batch) => {
    const present = await getManyBatched<string>(kv, batch.map((entry) => targetKey(entry.value)));
    let indexed = 0;
    for (const [i, entry] of batch.entries()) {
      if (present[i].versionstamp !== null) continue;
      if (await commitOnce(kv.atomic().check(entry).set(targetKey(entry.value), entry.value.id)) !== null) indexed++;
    }
    return indexed;
  });
}
