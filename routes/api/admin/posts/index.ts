/**
 * GET /api/admin/posts: the admin posts list for signed-in users.
 * Query: `status` (all | published | draft), `title` (search), `category_id`, `order` (newest | oldest), `page`, `limit`
 * (default `POSTS_PAGE_SIZE`, 100; at most 100). Answers `{ posts: AdminPostRow[], total }`.
 */
import { listAdminPosts } from "@/lib/admin/post_rows.ts";
import { AdminPostsQuerySchema } from "@/lib/schemas/admin_posts_query.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, AdminPostsQuerySchema);
    const list = await listAdminPosts(c.var.kv, c.var.content, query);
    return c.json(list, 200, { "Cache-Control": "no-store" });
  },
});
