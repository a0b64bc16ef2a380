/** GET /api/posts/slug/{slug}: a published post by slug (drafts only for signed-in users), with its `categories`. */
import { getPostBySlug } from "@/lib/db/posts.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";
import { withCategories } from "@/lib/services/post_categories.ts";

export const handler = {
  async GET(c: AppContext) {
    const found = await getPostBySlug(c.var.kv, routeParam(c, "slug"));
    if (!found || (found.post.status !== "published" && !c.var.user)) throw new NotFoundError("Post not found");
    const [post] = await withCategories(c.var.kv, [found.post], { includeInactive: !!c.var.user });
    return c.json({ ...found, post });
  },
};
