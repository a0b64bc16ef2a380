/**
 * POST /api/admin/cache/clear with an optional `{ keys: ["pages" | "settings" | "menu" | "categories"] }`
 * → `{ message, cleared }`. No body (the settings page) clears everything. Signed-in users (the menu editor's
 * Clear Cache sends `keys: ["menu"]`).
 */
import { define } from "@/lib/define.ts";
import { readJson } from "@/lib/http/json_object.ts";
import { CACHE_KEYS, CacheClearSchema } from "@/lib/schemas/cache.ts";
import { clearCaches } from "@/lib/cache/clear_caches.ts";

export const handler = define.handlers({
  async POST(c): Promise<Response> {
    const hasBody = (c.req.header("content-length") ?? "0") !== "0" || c.req.header("transfer-encoding");
    const { keys } = hasBody ? CacheClearSchema.parse(await readJson(c)) : { keys: undefined };
    const cleared = keys?.length ? keys : [...CACHE_KEYS];
    await clearCaches(c.var.kv, c.var, cleared);
    return c.json({ message: "Cache cleared successfully", cleared });
  },
});
