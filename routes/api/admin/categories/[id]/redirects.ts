/** GET /api/admin/categories/{id}/redirects: the redirects left by the category's former slugs, newest first → `{ redirects }`. */
import { getCategory, listCategoryRedirects } from "@/lib/db/categories.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { routeParam } from "@/lib/http/params.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const id = routeParam(c, "id");
    if (!await getCategory(c.var.kv, id)) throw new NotFoundError("Category not found");
    return c.json({ redirects: await listCategoryRedirects(c.var.kv, id) });
  },
});
