/**
 * GET /api/admin/settings: the whole settings record (AI configuration included) → `{ settings, versionstamp }`.
 * PUT /api/admin/settings: applies any subset of the fields (send `versionstamp` to refuse a newer edit with 409)
 * → `{ settings, versionstamp }`. Site managers only (`lib/auth/access.ts`).
 */
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { expectedVersionstamp, readExpectedVersion } from "@/lib/http/expected_version.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";
import { settingsPatchFrom } from "@/lib/schemas/settings_input.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json(await getSettings(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
  async PUT(c: AppContext) {
    const body = await readJsonObject(c);
    const expected = readExpectedVersion(c, body);
    return c.json(await updateSettings(c.var.kv, settingsPatchFrom(body), expectedVersionstamp(expected)));
  },
};
