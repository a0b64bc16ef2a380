/** How well a server cache served since the process started (the admin cache panel's rows). */

/** What a cache holds and how well it served since the process started. */
export interface CacheStats {
  name: string;
  entries: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0 before any request. */
  hit_rate: number;
}

/** Stats of a cache with these counts. */
export function cacheStats(name: string, entries: number, hits: number, misses: number): CacheStats {
  const total = hits + misses;
  return { name, entries, hits, misses, hit_rate: total ? hits / total : 0 };
}
