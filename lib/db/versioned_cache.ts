/**
 * Values read by key, kept per store and per cache name while a version the
 * caller read from the store just before stays the same. Every write of the
 * cached keys changes that version in the same atomic operation, so a value
 * found here is the stored one as of the version read, in any process sharing
 * the store (the version is read on every call; nothing is time-based).
 *
 * Values are shared between callers, so each is frozen (shallowly) when read.
 */
import { getManyBatched } from "./batched_get.ts";

/** Most values kept per cache (the oldest read is dropped first). */
export const MAX_CACHED_VALUES = 4000;

interface Cache {
  version: string;
  values: Map<string, unknown>;
}

const caches = new WeakMap<Deno.Kv, Map<string, Cache>>();

function cacheOf(kv: Deno.Kv, name: string, version: string): Cache {
  let byName = caches.get(kv);
  if (!byName) caches.set(kv, byName = new Map());
  let cache = byName.get(name);
  if (!cache || cache.version !== version) byName.set(name, cache = { version, values: new Map() });
  return cache;
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
  const cache = cacheOf(kv, name, version);
  const ids = keys.map((key) => JSON.stringify(key));
  const found = new Map<string, T | null>();
  const missing: number[] = [];
  ids.forEach((id, i) => {
    if (cache.values.has(id)) found.set(id, cache.values.get(id) as T | null);
    else missing.push(i);
  });
  if (missing.length) {
    const entries = await getManyBatched<T>(kv, missing.map((i) => keys[i]));
    entries.forEach((entry, j) => {
      const id = ids[missing[j]];
      if (entry.value !== null && typeof entry.value === "object") Object.freeze(entry.value);
      found.set(id, entry.value);
      if (cache.values.size >= MAX_CACHED_VALUES) cache.values.delete(cache.values.keys().next().value!);
      cache.values.set(id, entry.value);
    });
  }
  return ids.map((id) => found.get(id) ?? null);
}
