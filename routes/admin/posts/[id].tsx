/** /admin/posts/new and /admin/posts/{id}: the post editor. The island loads the post itself. */
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { routeParam } from "@/lib/http/params.ts";
import PostEditor from "@/islands/admin/PostEditor.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const param = routeParam(c, "id");
    const { settings } = await getSettings(c.var.kv);
    return page({ id: param === "new" ? null : param, postBase: settings.post_base });
  },
});

export default define.page<typeof handler>(function PostEditorPage({ data }) {
  return (
    <AdminPage title={data.id === null ? "New Post" : "Edit Post"}>
      <PostEditor id={data.id} postBase={data.postBase} />
    </AdminPage>
  );
});
