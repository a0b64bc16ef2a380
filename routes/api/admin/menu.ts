/**
 * GET /api/admin/menu: every menu item, hidden ones included, sorted by position → `{ items }`.
 * POST /api/admin/menu: creates an item (`label`, `url`, `position`, `is_active`, `parent_id`, `has_dropdown`,
 * `dropdown_position`) → 201 `{ item, versionstamp }`. Signed-in users only.
 */
import { createMenuItem, listMenuItems } from "@/lib/db/menu.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { MenuItemInputSchema } from "@/lib/schemas/menu.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json({ items: await listMenuItems(c.var.kv) }, 200, { "Cache-Control": "no-store" });
  },
  async POST(c: AppContext) {
    const input = await parseJson(c, MenuItemInputSchema);
    return c.json(await createMenuItem(c.var.kv, input), 201);
  },
};
