/**
 * GET /api/admin/settings: the whole settings record (AI configuration included) → `{ settings, versionstamp }`.
 * PUT /api/admin/settings: applies any subset of the fields (send `versionstamp` to refuse a newer edit with 409)
 * → `{ settings, versionstamp }`. Admins only (403 for other roles).
 */
import { currentUser } from "@/lib/auth/current_user.ts";
import { canManageSite } from "@/lib/auth/permissions.ts";
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import { ForbiddenError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
import { expectedVersionstamp, readExpectedVersion } from "@/lib/http/expected_version.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";
import type { AuthUser } from "@/lib/fresh/types.ts";

function requireSiteManager(c: AppContext): AuthUser {
  const user = currentUser(c);
  if (!canManageSite(user)) throw new ForbiddenError();
  return user;
}

export const handler = {
  async GET(c: AppContext) {
    requireSiteManager(c);
    return c.json(await getSettings(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
  async PUT(c: AppContext) {
    requireSiteManager(c);
    const body = await readJsonObject(c);
    const { versionstamp: _, ...patch } = body;
    const expected = readExpectedVersion(c, body);
    return c.json(await updateSettings(c.var.kv, patch, expectedVersionstamp(expected)));
  },
};
