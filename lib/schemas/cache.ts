/** Payloads of the cache endpoints. */
import { z } from "zod";

/** What a cache clear may name; without `keys` everything is cleared. */
export const CACHE_KEYS = ["menu", "settings", "categories", "pages"] as const;

/** Body of POST /admin/cache/clear (the body itself is optional). */
export const CacheClearSchema = z.object({
  keys: z.array(z.enum(CACHE_KEYS, { error: `Cache keys are ${CACHE_KEYS.join(", ")}` })).max(10).optional(),
});
