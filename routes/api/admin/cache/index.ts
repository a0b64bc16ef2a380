/**
 * GET /api/admin/cache: what this process's caches hold → `{ caches: [{ name, entries, hits, misses, hit_rate }] }`
 * (rendered pages, settings, menu, categories; counts since the process started). Signed-in users.
 */
import { define } from "@/lib/define.ts";
import { cachesOverview } from "@/lib/cache/clear_caches.ts";

export const handler = define.handlers({
  GET(c): Response {
    return c.json({ caches: cachesOverview(c.var) });
  },
});
