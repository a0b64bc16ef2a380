/** /admin/redirects: the redirects screen. The first list is read on the server; the island takes over. */
import { listRedirects } from "@/lib/db/redirects.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import RedirectsManager from "@/islands/admin/redirects/RedirectsManager.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    return page({ redirects: await listRedirects(c.var.kv) });
  },
});

export default define.page<typeof handler>(function RedirectsPage({ data }) {
  return (
    <AdminPage title="Redirects" heading="Redirects" pageHead>
      <RedirectsManager initialRedirects={data.redirects} />
    </AdminPage>
  );
});
