/**
 * GET /api/admin/settings: the whole settings record (AI configuration included) → `{ settings, versionstamp }`, for
 * site managers (`lib/auth/access.ts`). Saving goes through PUT /api/settings.
 */
import { getSettings } from "@/lib/db/settings.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(await getSettings(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
});
