/**
 * GET /api/admin/ai → `{ settings, versionstamp, secrets }`: the six AI settings (spec §3 defaults for anything
 * missing) and whether `AI_API_KEY`, `CLOUDFLARE_ACCOUNT_ID` and `CLOUDFLARE_API_TOKEN` are set (never their values).
 * PUT /api/admin/ai with any AI fields (and `versionstamp` to refuse a newer edit with 409) → the same shape.
 * Site managers only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { aiSettingsResponse } from "@/lib/ai/admin_settings.ts";
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import { readVersionedBody } from "@/lib/http/expected_version.ts";
import { AiSettingsPatchSchema } from "@/lib/schemas/ai_settings.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(aiSettingsResponse(c.var.ai, await getSettings(c.var.kv)));
  },
  async PUT(c) {
    const { fields, expected } = await readVersionedBody(c);
    const patch = AiSettingsPatchSchema.parse(fields);
    return c.json(aiSettingsResponse(c.var.ai, await updateSettings(c.var.kv, patch, expected)));
  },
});
