/**
 * PUT /api/admin/menu/reorder `{ items: [{ id, position }] }`: sets every listed item's position in one atomic
 * write (an unknown id is a 404 and nothing changes) → `{ menu }`. Staff only (`lib/auth/access.ts`).
 */
import { reorderMenu } from "@/lib/db/menu.ts";
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { MenuReorderSchema } from "@/lib/schemas/menu.ts";

export const handler = define.handlers({
  async PUT(c) {
    const { items } = await parseJson(c, MenuReorderSchema);
    return c.json({ menu: await reorderMenu(c.var.kv, items) });
  },
});
