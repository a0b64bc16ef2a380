/**
 * GET /api/admin/menu: every menu item, hidden ones included, sorted by position, category entries with their
 * current URL → `{ menu, items }` (the same list under both names).
 * POST /api/admin/menu: creates an item (`label`, `url`, `position`, `is_active`, `parent_id`, `has_dropdown`,
 * `dropdown_position`; without `position` it goes last) → 201 `{ menuItem, item, versionstamp }`. A URL naming a
 * category's page records the category, so the entry follows later slug and category-base changes.
 * Staff only (`lib/auth/access.ts`).
 */
import { createMenuItem } from "@/lib/db/menu.ts";
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { linkMenuInputToCategory, listAdminMenu } from "@/lib/menu/menu_service.ts";
import { MenuItemInputSchema } from "@/lib/schemas/menu.ts";

export const handler = define.handlers({
  async GET(c) {
    const items = await listAdminMenu(c.var.kv);
    return c.json({ menu: items, items }, 200, { "Cache-Control": "no-store" });
  },
  async POST(c) {
    const input = await linkMenuInputToCategory(c.var.kv, await parseJson(c, MenuItemInputSchema));
    const { item, versionstamp } = await createMenuItem(c.var.kv, input);
    return c.json({ menuItem: item, item, versionstamp }, 201);
  },
});
