/** GET /api/posts/slug/{slug}: a published post by slug (drafts only for staff: `lib/db/visibility.ts`), with its `categories`. */
import { getPostBySlug } from "@/lib/db/posts.ts";
import { isInAudience } from "@/lib/auth/access.ts";
import { visiblePost } from "@/lib/db/visibility.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { withCategories } from "@/lib/services/post_categories.ts";

export const handler = define.handlers({
  async GET(c) {
    const staff = isInAudience(c.var.user, "staff");
    const found = visiblePost(await getPostBySlug(c.var.kv, routeParam(c, "slug")), staff);
    if (!found) throw new NotFoundError("Post not found");
    const [post] = withCategories(await c.var.content.snapshot.get(), [found.post], {
      includeInactive: staff,
    });
    return c.json({ ...found, post });
  },
});
