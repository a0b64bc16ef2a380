/**
 * Small in-memory caches of the data every public page reads (settings, menu
 * items, categories), one value each. A value is used while the store's
 * content version is the one it was read at (so a save anywhere is seen as
 * pages are: at once in the writing process, within `CACHE_VERSION_CHECK_MS`
 * elsewhere) and for at most {@link DATA_CACHE_TTL_MS} (1 hour). When the
 * store cannot be read, a value up to {@link DATA_CACHE_KEEP_MS} (24 hours)
 * old is served instead of failing.
 */

/** How long a cached value is used (the spec's cache lifetime: 1 hour). */
export const DATA_CACHE_TTL_MS = 60 * 60 * 1000;
/** How long a value is kept to stand in when the store cannot be read (24 hours). */
export const DATA_CACHE_KEEP_MS = 24 * 60 * 60 * 1000;

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

/** One cached value, checked against the content version. */
export class DataCache<T> {
  private held: { value: T; version: string; at: number } | null = null;
  private hits = 0;
  private misses = 0;

  /** `name` as the cache panel shows it. */
  constructor(readonly name: string, private readonly ttlMs = DATA_CACHE_TTL_MS) {}

  /** The value for content `version`: cached, or loaded with `load` and kept. */
  async get(version: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const held = this.held;
    if (held && held.version === version && now - held.at < this.ttlMs) {
      this.hits++;
      return held.value;
    }
    this.misses++;
    try {
      const value = await load();
      this.held = { value, version, at: now };
      return value;
    } catch (error) {
      if (held && now - held.at < DATA_CACHE_KEEP_MS) return held.value;
      throw error;
    }
  }

  /** Drops the value. */
  clear(): void {
    this.held = null;
  }

  /** Entries held and hit rate. */
  stats(): CacheStats {
    return cacheStats(this.name, this.held ? 1 : 0, this.hits, this.misses);
  }
}
