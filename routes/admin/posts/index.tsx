/** /admin/posts: the posts list. The first page is rendered on the server; the island takes over from there. */
import { listAdminPosts } from "@/lib/admin/post_rows.ts";
import { AdminPostsQuerySchema } from "@/lib/schemas/admin_posts_query.ts";
import { pageCount } from "@/lib/admin/pagination.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import PostsList from "@/islands/PostsList.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const parsed = AdminPostsQuerySchema.safeParse(c.req.query());
    let query = parsed.success ? parsed.data : AdminPostsQuerySchema.parse({});
    let [list, { settings }] = await Promise.all([
      listAdminPosts(c.var.kv, c.var.content, query),
      getSettings(c.var.kv),
    ]);
    const pages = pageCount(list.total, query.limit);
    if (query.page > pages) {
      query = { ...query, page: pages };
      list = await listAdminPosts(c.var.kv, c.var.content, query);
    }
    return page({ query, list, postBase: settings.post_base });
  },
});

export default define.page<typeof handler>(function PostsPage({ data }) {
  return (
    <AdminPage title="Posts" heading="Posts" actions={<a class="btn btn-primary" href="/admin/posts/new">New Post</a>}>
      <PostsList initialQuery={data.query} initialList={data.list} postBase={data.postBase} />
    </AdminPage>
  );
});
