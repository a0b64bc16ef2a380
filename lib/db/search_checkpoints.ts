/**
 * Where earlier pages of a title search or a post listing ended, kept per
 * store while the content version stays the same (every post write changes
 * it, in the same atomic operation as the indexes). A later page of the same
 * search or listing resumes at the nearest earlier end instead of re-reading
 * every key before it, so paging through a long list costs each page its own
 * keys only.
 */
import type { Position } from "./search_walk.ts";

/** Searches remembered per store (the oldest is dropped first). */
export const MAX_CHECKPOINTED_SEARCHES = 256;
/** Page ends remembered per search (the oldest is dropped first). */
export const MAX_CHECKPOINTS_PER_SEARCH = 64;

/** A page end: `matches` matches come at or before `position`. */
export interface Checkpoint {
  matches: number;
  position: Position;
}

interface StoreCheckpoints {
  version: string;
  searches: Map<string, Map<number, Position>>;
}

const stores = new WeakMap<Deno.Kv, StoreCheckpoints>();

function searchesOf(kv: Deno.Kv, version: string): Map<string, Map<number, Position>> {
  let store = stores.get(kv);
  if (!store || store.version !== version) stores.set(kv, store = { version, searches: new Map() });
  return store.searches;
}

/** The latest remembered page end of `search` at or before `skip` matches, if any. */
export function nearestCheckpoint(kv: Deno.Kv, version: string, search: string, skip: number): Checkpoint | null {
  const ends = searchesOf(kv, version).get(search);
  if (!ends) return null;
  let best: Checkpoint | null = null;
  for (const [matches, position] of ends) {
    if (matches <= skip && (!best || matches > best.matches)) best = { matches, position };
  }
  return best;
}

/** Remembers that `matches` matches of `search` come at or before `position`. */
export function saveCheckpoint(kv: Deno.Kv, version: string, search: string, checkpoint: Checkpoint): void {
  const searches = searchesOf(kv, version);
  let ends = searches.get(search);
  if (!ends) {
    if (searches.size >= MAX_CHECKPOINTED_SEARCHES) searches.delete(searches.keys().next().value!);
    searches.set(search, ends = new Map());
  }
  if (ends.has(checkpoint.matches)) return;
  if (ends.size >= MAX_CHECKPOINTS_PER_SEARCH) ends.delete(ends.keys().next().value!);
  ends.set(checkpoint.matches, checkpoint.position);
}
