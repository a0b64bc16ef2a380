/** GET /api/posts/slug/{slug}: a published post by slug (drafts only for staff: `lib/db/visibility.ts`), with its `categories`. */
import { getPostBySlug } from "@/lib/db/posts.ts";
import { isInAudience } from "@/lib/auth/access_control.ts";
import { visiblePost } from "@/lib/db/visibility.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";
import { withCategories } from "@/lib/services/post_categories.ts";

export const handler = {
  async GET(c: AppContext) {
    const found = visiblePost(await getPostBySlug(c.var.kv, routeParam(c, "slug")), isInAudience(c.var.user, "editor"));
    if (!found) throw new NotFoundError("Post not found");
    const [post] = await withCategories(c.var.kv, [found.post], {
      includeInactive: isInAudience(c.var.user, "editor"),
    });
    return c.json({ ...found, post });
  },
};
