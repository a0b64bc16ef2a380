/**
 * /admin/settings: general and permalink settings, the cache panel and the backups panel (site managers only:
 * `lib/auth/access.ts`).
 */
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import { cachesOverview } from "@/lib/cache/clear_caches.ts";
import SettingsForm from "@/islands/admin/settings/SettingsForm.tsx";
import CachePanel from "@/islands/admin/settings/CachePanel.tsx";
import BackupsPanel from "@/islands/admin/settings/BackupsPanel.tsx";
import { backupsOverview } from "@/lib/services/backup/overview.ts";
import { generalSettingsOf } from "@/lib/client/settings.ts";

export const handler = define.handlers({
  async GET(c) {
    const { settings, versionstamp } = await getSettings(c.var.kv);
    const general = generalSettingsOf(settings);
    const backups = await backupsOverview(c.var.kv, c.var.config.backup);
    return page({ general, versionstamp, caches: cachesOverview(c.var), backups });
  },
});

export default define.page<typeof handler>(function SettingsPage({ data }) {
  return (
    <AdminPage title="Settings" heading="Settings">
      <SettingsForm initial={data.general} versionstamp={data.versionstamp} />
      <CachePanel initial={{ caches: data.caches }} />
      <BackupsPanel initial={data.backups} />
    </AdminPage>
  );
});
