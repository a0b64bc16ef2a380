/**
 * PUT /api/admin/menu/{id}: changes any of the item's fields (as POST /api/admin/menu; send `versionstamp` or
 * `If-Match` to refuse a newer edit with 409) → `{ menuItem, item, versionstamp }`.
 * DELETE /api/admin/menu/{id}: deletes the item and, for a top-level item, its submenu items → `{ deleted }`.
 * Staff only (`lib/auth/access.ts`).
 */
import { deleteMenuItem, updateMenuItem } from "@/lib/db/menu.ts";
import { define } from "@/lib/define.ts";
import { readVersionedBody } from "@/lib/http/expected_version.ts";
import { routeParam } from "@/lib/http/params.ts";
import { linkMenuInputToCategory } from "@/lib/menu/menu_service.ts";
import { MenuItemPatchSchema } from "@/lib/schemas/menu.ts";

export const handler = define.handlers({
  async PUT(c) {
    const { fields, expected } = await readVersionedBody(c);
    const patch = await linkMenuInputToCategory(c.var.kv, MenuItemPatchSchema.parse(fields));
    const { item, versionstamp } = await updateMenuItem(c.var.kv, routeParam(c, "id"), patch, expected);
    return c.json({ menuItem: item, item, versionstamp });
  },
  async DELETE(c) {
    return c.json({ deleted: await deleteMenuItem(c.var.kv, routeParam(c, "id")) });
  },
});
