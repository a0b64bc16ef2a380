/**
 * GET /api/posts/{id}/categories: the post's categories (full records, each with `id`) in the post's order
 * → `{ categories }`. Drafts and hidden categories need a signed-in user; a missing post is a 404.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { getPost } from "@/lib/db/posts.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { routeParam } from "@/lib/http/params.ts";
import { categoriesOfPost } from "@/lib/services/post_categories.ts";
import type { AppContext } from "@/lib/app_env.ts";

export const handler = {
  async GET(c: AppContext) {
    const found = await getPost(c.var.kv, routeParam(c, "id"));
    if (!found || (found.post.status !== "published" && !c.var.user)) throw new NotFoundError("Post not found");
    const all = await listCategories(c.var.kv, { includeInactive: !!c.var.user });
    return c.json({ categories: categoriesOfPost(found.post.category_ids, all) });
  },
};
