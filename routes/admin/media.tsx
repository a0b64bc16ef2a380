/** /admin/media: the Media Library. The first page of images is read on the server; the island takes over. */
import Library from "@/islands/admin/media/Library.tsx";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import { listMediaLibrary } from "@/lib/services/media_library.ts";
import { MEDIA_PAGE_SIZE } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async GET(c) {
    return page({ initialPage: await listMediaLibrary(c.var.kv, c.var.content, { limit: MEDIA_PAGE_SIZE }) });
  },
});

export default define.page<typeof handler>(function MediaPage({ data }) {
  return (
    <AdminPage title="Media Library" heading="Media Library">
      <Library initialPage={data.initialPage} />
    </AdminPage>
  );
});
