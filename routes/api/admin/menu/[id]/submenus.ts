/**
 * PUT /api/admin/menu/{id}/submenus `{ category_ids }`: the bulk submenu update of a top-level item. Ticked
 * categories without a submenu entry get one (label the category name, URL its page, active); entries of categories
 * not ticked are deleted; other submenu entries stay. One atomic write → `{ added, removed }`.
 * Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { setSubmenuCategories } from "@/lib/menu/menu_service.ts";
import { MenuSubmenusSchema } from "@/lib/schemas/menu.ts";

export const handler = define.handlers({
  async PUT(c) {
    const { category_ids } = await parseJson(c, MenuSubmenusSchema);
    return c.json(await setSubmenuCategories(c.var.kv, routeParam(c, "id"), category_ids));
  },
});
