/**
 * POST /api/admin/categories/reorder: `{ categories: [{ id, position }] }` (or the bare list) sets those
 * positions in one atomic write → `{ categories }`, all of them in the new order; an unknown id is a 404.
 */
import { reorderCategories } from "@/lib/db/categories.ts";
import { readJson } from "@/lib/http/json_object.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async POST(c) {
    const body = await readJson(c);
    const list = Array.isArray(body) ? body : (body as { categories?: unknown } | null)?.categories;
    return c.json({ categories: await reorderCategories(c.var.kv, list) });
  },
});
