/**
 * GET /api/ai/status → `{ text, image, imageProvider, message }`: whether the editor's AI text and image buttons can
 * work (never a secret). Staff only (`lib/auth/access.ts`).
 */
import type { AppContext } from "@/lib/app_env.ts";
import { aiStatus } from "@/lib/ai/availability.ts";
import { getSettings } from "@/lib/db/settings.ts";

export const handler = {
  async GET(c: AppContext) {
    const { settings } = await getSettings(c.var.kv);
    return c.json(aiStatus(c.var.ai, settings));
  },
};
