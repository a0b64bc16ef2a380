/**
 * /admin/themes: Theme Settings (site managers only; other roles get the 403 page of the shell). The themes and
 * branding are read on the server; the island takes over.
 */
import Settings from "@/islands/admin/themes/Settings.tsx";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { canManageSite } from "@/lib/auth/permissions.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";
import { themesAnswer } from "@/lib/themes/branding.ts";

export const handler = define.handlers({
  async GET(c) {
    if (!canManageSite(c.var.user)) return page({ themes: null }, { status: 403 });
    return page({ themes: themesAnswer(await getSettings(c.var.kv)) });
  },
});

export default define.page<typeof handler>(function ThemesPage({ data }) {
  return (
    <>
      <Head>
        <title>Themes | Recetas Cubanas Admin</title>
      </Head>
      <h1>Theme Settings</h1>
      {data.themes ? <Settings initial={data.themes} /> : <div class="coming-soon">{NO_PERMISSION}</div>}
    </>
  );
});
