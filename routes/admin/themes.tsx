/**
 * /admin/themes: Theme Settings (site managers only: `lib/auth/access.ts`). The themes and branding are read on the
 * server; the island takes over.
 */
import Settings from "@/islands/admin/themes/Settings.tsx";
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import { themesAnswer } from "@/lib/services/branding.ts";

export const handler = define.handlers({
  async GET(c) {
    return page({ themes: themesAnswer(await getSettings(c.var.kv)) });
  },
});

export default define.page<typeof handler>(function ThemesPage({ data }) {
  return (
    <AdminPage title="Themes" heading="Theme Settings">
      <Settings initial={data.themes} />
    </AdminPage>
  );
});
