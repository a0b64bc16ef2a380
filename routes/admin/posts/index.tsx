/** /admin/posts: the posts list. The first page is rendered on the server; the island takes over from there. */
import { type AdminPostList, listAdminPosts } from "@/lib/admin/post_rows.ts";
import { type AdminPostsQuery, AdminPostsQuerySchema } from "@/lib/schemas/admin_posts_query.ts";
import { pageCount } from "@/lib/admin/pagination.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { Head } from "@/lib/fresh/head.ts";
import type { AppContext, PageProps } from "@/lib/fresh/types.ts";
import PostsList from "@/islands/PostsList.tsx";

interface PostsPageData {
  query: AdminPostsQuery;
  list: AdminPostList;
  postBase: string;
}

export const handler = {
  async GET(c: AppContext) {
    const parsed = AdminPostsQuerySchema.safeParse(c.req.query());
    let query = parsed.success ? parsed.data : AdminPostsQuerySchema.parse({});
    let [list, { settings }] = await Promise.all([listAdminPosts(c.var.kv, query), getSettings(c.var.kv)]);
    const pages = pageCount(list.total, query.limit);
    if (query.page > pages) {
      query = { ...query, page: pages };
      list = await listAdminPosts(c.var.kv, query);
    }
    return c.var.page({ query, list, postBase: settings.post_base } satisfies PostsPageData);
  },
};

export default function PostsPage({ data }: PageProps<PostsPageData>) {
  return (
    <>
      <Head>
        <title>Posts | Recetas Cubanas Admin</title>
      </Head>
      <div class="page-head">
        <h1>Posts</h1>
        <a class="btn btn-primary" href="/admin/posts/new">New Post</a>
      </div>
      <PostsList initialQuery={data.query} initialList={data.list} postBase={data.postBase} />
    </>
  );
}
