/**
 * PUT /api/admin/posts/{id}/categories: `{ category_ids }` replaces the post's categories (unknown ids are a
 * 400, a missing post a 404) → `{ categories }`, the post's categories in the order given.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { setPostCategories } from "@/lib/db/posts.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { PostCategoriesInputSchema } from "@/lib/schemas/post_categories.ts";
import { categoriesOfPost } from "@/lib/services/post_categories.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async PUT(c) {
    const { category_ids } = await parseJson(c, PostCategoriesInputSchema);
    const { post } = await setPostCategories(c.var.kv, routeParam(c, "id"), category_ids);
    const all = await listCategories(c.var.kv, { includeInactive: true });
    return c.json({ categories: categoriesOfPost(post.category_ids, all) });
  },
});
