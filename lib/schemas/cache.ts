/** Cache panel payloads: which server caches to clear. */
import { z } from "zod";

/** Caches of settings, menu items and categories (`POST /api/admin/cache/invalidate/{name}`). */
export const DATA_CACHE_NAMES = ["settings", "menu", "categories"] as const;
/** A data cache name. */
export type DataCacheName = typeof DATA_CACHE_NAMES[number];
/** Every cache `POST /api/admin/cache/clear` may name in `keys`: the data caches and rendered pages. */
export const CACHE_KEYS = ["pages", ...DATA_CACHE_NAMES] as const;
/** A cache key. */
export type CacheKey = typeof CACHE_KEYS[number];

/** Body of `POST /api/admin/cache/clear`: no body or no `keys` clears everything. */
export const CacheClearSchema = z.object({
  keys: z.array(z.enum(CACHE_KEYS, { error: `Unknown cache; use ${CACHE_KEYS.join(", ")}` })).max(10).optional(),
});

/** What a cache holds and how well it served since the process started. */
export interface CacheStats {
  name: string;
  entries: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0 before any request. */
  hit_rate: number;
}
