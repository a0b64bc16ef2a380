/**
 * GET /api/admin/categories/{id}: one category with its `versionstamp`.
 * PUT /api/admin/categories/{id}: updates the fields sent (send back `versionstamp` or `If-Match` to refuse
 * overwriting someone else's change with a 409). A new slug records a redirect from the old one → `{ category,
 * versionstamp }`.
 * DELETE /api/admin/categories/{id}: deletes it; its subcategories become top level, its posts lose the link
 * and menu entries linking it are removed → `{ ok, subcategories, posts }` (what was affected).
 */
import {
  countCategoryPosts,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from "@/lib/db/categories.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { readVersionedBody } from "@/lib/http/expected_version.ts";
import { routeParam } from "@/lib/http/params.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const found = await getCategory(c.var.kv, routeParam(c, "id"));
    if (!found) throw new NotFoundError("Category not found");
    return c.json(found, 200, { ETag: `"${found.versionstamp}"` });
  },
  async PUT(c) {
    const { fields, expected } = await readVersionedBody(c);
    const result = await updateCategory(c.var.kv, routeParam(c, "id"), fields, expected);
    return c.json(result, 200, { ETag: `"${result.versionstamp}"` });
  },
  async DELETE(c) {
    const id = routeParam(c, "id");
    if (!await getCategory(c.var.kv, id)) throw new NotFoundError("Category not found");
    const [counts, all] = await Promise.all([
      countCategoryPosts(c.var.kv, id),
      listCategories(c.var.kv, { includeInactive: true }),
    ]);
    await deleteCategory(c.var.kv, id);
    const subcategories = all.filter((category) => category.parent_id === id).length;
    return c.json({ ok: true, subcategories, posts: counts.published + counts.draft });
  },
});
