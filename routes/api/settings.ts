/** GET /api/settings: the settings visitors' pages use → `{ settings }` (never the AI configuration). */
import { getSettings, publicSettings } from "@/lib/db/settings.ts";
import type { AppContext } from "@/lib/app_env.ts";

export const handler = {
  async GET(c: AppContext) {
    const { settings } = await getSettings(c.var.kv);
    return c.json({ settings: publicSettings(settings) });
  },
};
