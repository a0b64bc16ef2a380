/**
 * Caches kept per store and per name while a version the caller read from the
 * store just before stays the same (`versionedValues`: search bitmaps, page
 * checkpoints), and reads of keys through one (`getManyCached`: summaries,
 * search-number entries, link stats). Every write of what a cache holds
 * changes its version in the same atomic operation, so a value found here is
 * the stored one as of the version read, in any process sharing the store
 * (the version is read on every request; nothing is time-based).
 *
 * Values read by `getManyCached` are shared between callers, so each is
 * frozen (shallowly) when read.
 */
import { getManyBatched } from "./batched_get.ts";

/** Most values kept per cache (the oldest read is dropped first). */
export const MAX_CACHED_VALUES = 4000;

/** Values kept for one version of the store, at most `max` of them (the oldest put in is dropped first). */
export class VersionedValues<T> {
  readonly #values = new Map<string, T>();

  constructor(readonly version: string, readonly max: number) {}

  has(id: string): boolean {
    return this.#values.has(id);
  }

  get(id: string): T | undefined {
    return this.#values.get(id);
  }

  set(id: string, value: T): void {
    if (this.#values.size >= this.max) this.#values.delete(this.#values.keys().next().value!);
    this.#values.set(id, value);
  }
}

const caches = new WeakMap<Deno.Kv, Map<string, VersionedValues<unknown>>>();

/** The cache `name` of `kv` for `version`: the same one while the version stays, a new empty one when it changes. */
export function versionedValues<T>(
  kv: Deno.Kv,
  name: string,
  version: string,
  max = MAX_CACHED_VALUES,
): VersionedValues<T> {
  let byName = caches.get(kv);
  if (!byName) caches.set(kv, byName = new Map());
  let cache = byName.get(name);
  if (!cache || cache.version !== version) byName.set(name, cache = new VersionedValues(version, max));
  return cache as VersionedValues<T>;
}

/**
 * The values of `keys` (null when absent) as of `version`, read from the
 * cache `name` of `kv` or, for keys not cached yet, from the store.
 */
export async function getManyCached<T>(
  kv: Deno.Kv,
  name: string,
  version: string,
  keys: readonly Deno.KvKey[],
): Promise<(T | null)[]> {
  const cache = versionedValues<T | null>(kv, name, version);
  const ids = keys.map((key) => JSON.stringify(key));
  const found = new Map<string, T | null>();
  const missing: number[] = [];
  ids.forEach((id, i) => {
    if (cache.has(id)) found.set(id, cache.get(id) ?? null);
    else missing.push(i);
  });
  if (missing.length) {
    const entries = await getManyBatched<T>(kv, missing.map((i) => keys[i]));
    entries.forEach((entry, j) => {
      const id = ids[missing[j]];
      if (entry.value !== null && typeof entry.value === "object") Object.freeze(entry.value);
      found.set(id, entry.value);
      cache.set(id, entry.value);
    });
  }
  return ids.map((id) => found.get(id) ?? null);
}
