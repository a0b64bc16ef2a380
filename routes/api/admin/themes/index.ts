/**
 * GET /api/admin/themes: `{ themes, active_theme, branding, versionstamp }` — the themes offered, the active one
 * and the branding URLs (logo, favicons, default category header).
 * PUT /api/admin/themes `{ active_theme }`: activates a theme (saved in the settings) → the same shape.
 */
import { define } from "@/lib/define.ts";
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { ThemeActivateSchema } from "@/lib/schemas/themes.ts";
import { themesAnswer } from "@/lib/services/branding.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(themesAnswer(await getSettings(c.var.kv)));
  },
  async PUT(c) {
    const { active_theme } = await parseJson(c, ThemeActivateSchema);
    return c.json(themesAnswer(await updateSettings(c.var.kv, { active_theme })));
  },
});
