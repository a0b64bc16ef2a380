/**
 * GET /api/admin/settings: the whole settings record (AI configuration included) → `{ settings, versionstamp }`, for
 * site managers (`lib/auth/access.ts`). Saving goes through PUT /api/settings.
 */
import { getSettings } from "@/lib/db/settings.ts";
import type { AppContext } from "@/lib/app_env.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json(await getSettings(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
};
