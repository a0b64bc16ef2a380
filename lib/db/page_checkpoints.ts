/**
 * Where earlier pages of a title search or a post listing ended, kept per
 * store while the content version stays the same (every post write changes
 * it, in the same atomic operation as the indexes). A later page of the same
 * search or listing resumes at the nearest earlier end instead of re-reading
 * every key before it, so paging through a long list costs each page its own
 * keys only.
 */
import type { Position } from "./search_walk.ts";
import { versionedValues } from "./versioned_cache.ts";

/** Lists (searches or listings) remembered per store (the oldest is dropped first). */
export const MAX_CHECKPOINTED_LISTS = 256;
/** Page starts and ends remembered per list (the oldest is dropped first). */
export const MAX_CHECKPOINTS_PER_LIST = 64;

/** A page start or end: `matches` matches come at or before `position`. */
export interface Checkpoint {
  matches: number;
  position: Position;
}

function listsOf(kv: Deno.Kv, version: string) {
  return versionedValues<Map<number, Position>>(kv, "page_checkpoints", version, MAX_CHECKPOINTED_LISTS);
}

/** The remembered point of `list` nearest before `skip` matches (at most `skip`), if any. */
export function nearestCheckpoint(kv: Deno.Kv, version: string, list: string, skip: number): Checkpoint | null {
  const ends = listsOf(kv, version).get(list);
  if (!ends) return null;
  let best: Checkpoint | null = null;
  for (const [matches, position] of ends) {
    if (matches <= skip && (!best || matches > best.matches)) best = { matches, position };
  }
  return best;
}

/** Remembers that `matches` matches of `list` come at or before `position`. */
export function saveCheckpoint(kv: Deno.Kv, version: string, list: string, checkpoint: Checkpoint): void {
  const lists = listsOf(kv, version);
  let ends = lists.get(list);
  if (!ends) lists.set(list, ends = new Map());
  if (ends.has(checkpoint.matches)) return;
  if (ends.size >= MAX_CHECKPOINTS_PER_LIST) ends.delete(ends.keys().next().value!);
  ends.set(checkpoint.matches, checkpoint.position);
}
