/** /admin/media: the Media Library. The first page of images is read on the server; the island takes over. */
import Library from "@/islands/admin/media/Library.tsx";
import { Head } from "@/lib/fresh/head.ts";
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
    <>
      <Head>
        <title>Media Library | Recetas Cubanas Admin</title>
      </Head>
      <h1>Media Library</h1>
      <Library initialPage={data.initialPage} />
    </>
  );
});
