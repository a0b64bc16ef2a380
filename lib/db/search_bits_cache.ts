/**
 * Bitmaps read by searches, kept per store while the content version stays
 * the same: every post write changes that version in the same atomic
 * operation as its bitmaps, so paging through one query, or any query of the
 * same status, reads each bitmap once per change instead of once per search.
 */
import { type Bitmap, readBitmap } from "./search_bits.ts";

/** Most bitmaps kept per store (the oldest read is dropped first). */
export const MAX_CACHED_BITMAPS = 256;

interface Cache {
  version: string;
  maps: Map<string, Bitmap>;
}

const caches = new WeakMap<Deno.Kv, Cache>();

/** The bitmaps under `prefixes`, as of the content `version` (read by the caller just before). */
export async function readBitmapsCached(
  kv: Deno.Kv,
  version: string,
  prefixes: readonly Deno.KvKey[],
): Promise<Bitmap[]> {
  let cache = caches.get(kv);
  if (!cache || cache.version !== version) caches.set(kv, cache = { version, maps: new Map() });
  const maps = cache.maps;
  return await Promise.all(prefixes.map(async (prefix) => {
    const name = JSON.stringify(prefix);
    const cached = maps.get(name);
    if (cached) return cached;
    const bits = await readBitmap(kv, prefix);
    if (maps.size >= MAX_CACHED_BITMAPS) maps.delete(maps.keys().next().value!);
    maps.set(name, bits);
    return bits;
  }));
}
