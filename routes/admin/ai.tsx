/** /admin/ai: the AI configuration (site managers only: `lib/auth/access.ts`). */
import { aiSettingsResponse } from "@/lib/ai/admin_settings.ts";
import { aiUsageSummary } from "@/lib/db/ai_usage.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import AiSettings from "@/islands/admin/AiSettings.tsx";

export const handler = define.handlers({
  async GET(c) {
    const [stored, usage] = await Promise.all([getSettings(c.var.kv), aiUsageSummary(c.var.kv)]);
    return page({ initial: aiSettingsResponse(c.var.ai, stored), usage });
  },
});

export default define.page<typeof handler>(function AiPage({ data }) {
  return (
    <AdminPage title="AI Configuration">
      <AiSettings initial={data.initial} usage={data.usage} />
    </AdminPage>
  );
});
