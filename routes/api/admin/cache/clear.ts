/**
 * POST /api/admin/cache/clear, optionally `{ keys: ["menu", …] }` → `{ message, keys }`. Server caches are per
 * process and follow the shared content version, so clearing bumps that version: every process drops its rendered
 * pages (and what they hold of the menu, settings and categories) on its next check. Signed-in users (folder guard).
 */
import type { AppContext } from "@/lib/app_env.ts";
import { writePublic } from "@/lib/db/write.ts";
import { isJsonContentType, readJson } from "@/lib/http/json_object.ts";
import { CacheClearSchema } from "@/lib/schemas/cache.ts";

export const handler = {
  async POST(c: AppContext) {
    const hasBody = isJsonContentType(c.req.header("content-type"));
    const { keys } = CacheClearSchema.parse(hasBody ? await readJson(c) : {});
    await writePublic(c.var.kv, () => {});
    c.var.pageCache?.clear();
    return c.json({ message: "Cache cleared", keys: keys ?? null });
  },
};
