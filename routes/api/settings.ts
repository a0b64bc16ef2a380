/**
 * GET /api/settings: the settings visitors' pages use → `{ settings }` (never the AI configuration).
 * Writing settings is for site managers: PUT is guarded here (401 for visitors, 403 for editors) and
 * answers 405 until the settings screen adds its handler.
 */
import { siteManager } from "@/lib/auth/guards.ts";
import { getSettings, publicSettings } from "@/lib/db/settings.ts";
import type { AppContext } from "@/lib/app_env.ts";

/** Settings writes are for site managers. */
export const middleware = { PUT: siteManager };

export const handler = {
  async GET(c: AppContext) {
    const { settings } = await getSettings(c.var.kv);
    return c.json({ settings: publicSettings(settings) });
  },
};
