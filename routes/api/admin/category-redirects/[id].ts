/** DELETE /api/admin/category-redirects/{id}: deletes a category slug redirect (the old URL then answers 404) → `{ ok }`. */
import { deleteCategoryRedirect } from "@/lib/db/categories.ts";
import { routeParam } from "@/lib/http/params.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async DELETE(c) {
    await deleteCategoryRedirect(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
});
