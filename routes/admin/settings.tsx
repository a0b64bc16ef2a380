/** /admin/settings: general and permalink settings and the cache panel. Admins only (403 for other roles). */
import { canManageSite } from "@/lib/auth/permissions.ts";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";
import { cachesOverview } from "@/lib/services/cache.ts";
import SettingsForm from "@/islands/admin/settings/SettingsForm.tsx";
import CachePanel from "@/islands/admin/settings/CachePanel.tsx";

export const handler = define.handlers({
  async GET(c) {
    if (!canManageSite(c.var.user)) return page({ forbidden: true as const }, { status: 403 });
    const { settings: s, versionstamp } = await getSettings(c.var.kv);
    const general = {
      site_name: s.site_name,
      site_description: s.site_description,
      language: s.language,
      posts_per_page: s.posts_per_page,
      category_base: s.category_base,
      post_base: s.post_base,
    };
    return page({ forbidden: false as const, general, versionstamp, caches: cachesOverview(c.var.pageCache) });
  },
});

export default define.page<typeof handler>(function SettingsPage({ data }) {
  return (
    <>
      <Head>
        <title>Settings | Recetas Cubanas Admin</title>
      </Head>
      <h1>Settings</h1>
      {data.forbidden ? <div class="coming-soon">{NO_PERMISSION}</div> : (
        <>
          <SettingsForm initial={data.general} versionstamp={data.versionstamp} />
          <CachePanel initial={{ caches: data.caches }} />
        </>
      )}
    </>
  );
});
