/**
 * Clearing server caches from the admin. Rendered pages and the content
 * snapshot (settings, menu, categories and post summaries, one object per
 * content version: `lib/snapshot/`) of every process depend on the content
 * version, so a clear bumps it: this process drops what it holds at once,
 * other processes sharing the store on their next version check
 * (`CACHE_VERSION_CHECK_MS`). Settings, menu and categories are parts of the
 * one snapshot: clearing any of them rebuilds it, and their rows show its
 * numbers.
 */
import type { PageCache } from "./page_cache.ts";
import type { ContentState } from "../snapshot/content_state.ts";
import type { CacheStats } from "../schemas/cache.ts";
import { writePublic } from "../db/write.ts";
import { CACHE_KEYS, type CacheKey, DATA_CACHE_NAMES, type DataCacheName } from "../schemas/cache.ts";

/** The caches of this process (as on `c.var`). */
export interface ProcessCaches {
  pageCache: PageCache;
  content: ContentState;
}

/** Clears the caches named in `keys` (all when omitted) here and, through the content version, everywhere. */
export async function clearCaches(
  kv: Deno.Kv,
  { pageCache, content }: ProcessCaches,
  keys: readonly CacheKey[] = CACHE_KEYS,
): Promise<void> {
  await writePublic(kv, () => {});
  if (DATA_CACHE_NAMES.some((name) => keys.includes(name))) content.snapshot.clear();
  // Every page embeds settings, menu and categories, so any clear drops the rendered pages too.
  pageCache.clear();
}

/** Stats of a cache with these counts. */
function cacheStats(name: string, entries: number, hits: number, misses: number): CacheStats {
  const total = hits + misses;
  return { name, entries, hits, misses, hit_rate: total ? hits / total : 0 };
}

/** What each cache of this process holds: rendered pages first, then settings, menu and categories. */
export function cachesOverview({ pageCache: pages, content }: ProcessCaches): CacheStats[] {
  const snapshot = content.snapshot;
  return [
    cacheStats("pages", pages.size, pages.stats.hits, pages.stats.misses),
    ...DATA_CACHE_NAMES.map((name) => cacheStats(name, snapshot.size, snapshot.hits, snapshot.builds)),
  ];
}

/** Message after invalidating one data cache. */
export function invalidatedMessage(name: DataCacheName): string {
  return `${name[0].toUpperCase()}${name.slice(1)} cache invalidated`;
}
