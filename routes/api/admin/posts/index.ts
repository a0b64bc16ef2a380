/**
 * GET /api/admin/posts: the admin posts list for signed-in users.
 * Query: `status` (all | published | draft), `title` (search), `order` (newest | oldest), `page`, `limit`
 * (default 100, at most 100). Answers `{ posts: AdminPostRow[], total }`.
 */
import { AdminPostsQuerySchema, listAdminPosts } from "@/lib/admin/post_rows.ts";
import { currentUser } from "@/lib/auth/current_user.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
import { parseQuery } from "@/lib/http/validate.ts";

export const handler = {
  async GET(c: AppContext) {
    currentUser(c);
    const query = parseQuery(c, AdminPostsQuerySchema);
    return c.json(await listAdminPosts(c.var.kv, query), 200, { "Cache-Control": "no-store" });
  },
};
