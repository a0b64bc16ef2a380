/**
 * GET /api/ai/status → `{ text, image, imageProvider, message }`: whether the editor's AI text and image buttons can
 * work (never a secret). Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { aiStatus } from "@/lib/ai/availability.ts";
import { getSettings } from "@/lib/db/settings.ts";

export const handler = define.handlers({
  async GET(c) {
    const { settings } = await getSettings(c.var.kv);
    return c.json(aiStatus(c.var.ai, settings));
  },
});
