/** /admin/ai: the AI configuration (admins only; editors get the no-permission page with 403). */
import { aiSettingsResponse } from "@/lib/ai/admin_settings.ts";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { canManageSite } from "@/lib/auth/permissions.ts";
import { aiUsageSummary } from "@/lib/db/ai_usage.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { asset } from "@/lib/fresh/asset.ts";
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";
import AiSettings from "@/islands/admin/AiSettings.tsx";

export const handler = define.handlers({
  async GET(c) {
    if (!canManageSite(c.var.user)) return page({ forbidden: true as const }, { status: 403 });
    const [stored, usage] = await Promise.all([getSettings(c.var.kv), aiUsageSummary(c.var.kv)]);
    return page({ forbidden: false as const, initial: aiSettingsResponse(c.var.ai, stored), usage });
  },
});

export default define.page<typeof handler>(function AiPage({ data }) {
  return (
    <>
      <Head>
        <title>AI Configuration | Recetas Cubanas Admin</title>
        <link rel="stylesheet" href={asset("/admin-ai-settings.css")} />
      </Head>
      {data.forbidden
        ? (
          <>
            <h1>AI Configuration</h1>
            <div class="coming-soon">{NO_PERMISSION}</div>
          </>
        )
        : <AiSettings initial={data.initial} usage={data.usage} />}
    </>
  );
});
