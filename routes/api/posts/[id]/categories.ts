/**
 * GET /api/posts/{id}/categories: the post's categories (full records, each with `id`) in the post's order
 * → `{ categories }`. Drafts and hidden categories are only for staff (`lib/db/visibility.ts`); a missing post is a 404.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { getPost } from "@/lib/db/posts.ts";
import { isInAudience } from "@/lib/auth/access.ts";
import { visiblePost } from "@/lib/db/visibility.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { routeParam } from "@/lib/http/params.ts";
import { categoriesOfPost } from "@/lib/services/post_categories.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const staff = isInAudience(c.var.user, "staff");
    const found = visiblePost(await getPost(c.var.kv, routeParam(c, "id")), staff);
    if (!found) throw new NotFoundError("Post not found");
    const all = await listCategories(c.var.kv, { includeInactive: staff });
    return c.json({ categories: categoriesOfPost(found.post.category_ids, all) });
  },
});
