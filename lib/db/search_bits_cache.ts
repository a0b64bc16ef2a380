/**
 * Bitmaps read by searches, kept per store while the content version stays
 * the same: every post write changes that version in the same atomic
 * operation as its bitmaps, so paging through one query, or any query of the
 * same status, reads each bitmap once per change instead of once per search
 * (kept in a `versioned_cache.ts` cache of its own).
 */
import { type Bitmap, readBitmap } from "./search_bits.ts";
import { versionedValues } from "./versioned_cache.ts";

/** Most bitmaps kept per store (the oldest read is dropped first). */
export const MAX_CACHED_BITMAPS = 256;

/** The bitmaps under `prefixes`, as of the content `version` (read by the caller just before). */
export async function readBitmapsCached(
  kv: Deno.Kv,
  version: string,
  prefixes: readonly Deno.KvKey[],
): Promise<Bitmap[]> {
  const maps = versionedValues<Bitmap>(kv, "search_bits", version, MAX_CACHED_BITMAPS);
  return await Promise.all(prefixes.map(async (prefix) => {
    const name = JSON.stringify(prefix);
    const cached = maps.get(name);
    if (cached) return cached;
    const bits = await readBitmap(kv, prefix);
    maps.set(name, bits);
    return bits;
  }));
}
