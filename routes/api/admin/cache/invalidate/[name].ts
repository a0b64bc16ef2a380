/** POST /api/admin/cache/invalidate/{menu|settings|categories} → `{ message }`; any other name is a 404. */
import { define } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { routeParam } from "@/lib/http/params.ts";
import { DATA_CACHE_NAMES, type DataCacheName } from "@/lib/schemas/cache.ts";
import { clearCaches, invalidatedMessage } from "@/lib/cache/clear_caches.ts";

export const handler = define.handlers({
  async POST(c): Promise<Response> {
    const name = routeParam(c, "name");
    if (!(DATA_CACHE_NAMES as readonly string[]).includes(name)) throw new NotFoundError("Unknown cache");
    await clearCaches(c.var.kv, c.var, [name as DataCacheName]);
    return c.json({ message: invalidatedMessage(name as DataCacheName) });
  },
});
