/** GET /api/posts/slug/{slug}: a published post by slug (drafts only for signed-in users). */
import { getPostBySlug } from "@/lib/db/posts.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";

export const handler = {
  async GET(c: AppContext) {
    const found = await getPostBySlug(c.var.kv, routeParam(c, "slug"));
    if (!found || (found.post.status !== "published" && !c.var.user)) throw new NotFoundError("Post not found");
    return c.json(found);
  },
};
