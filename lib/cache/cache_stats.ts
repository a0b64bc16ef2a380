/** How well a server cache served since the process started (the admin cache panel's rows). */
import type { CacheStats } from "../schemas/cache.ts";

/** Stats of a cache with these counts. */
export function cacheStats(name: string, entries: number, hits: number, misses: number): CacheStats {
  const total = hits + misses;
  return { name, entries, hits, misses, hit_rate: total ? hits / total : 0 };
}
