/**
 * DELETE /api/admin/redirects/{id}: deletes one redirect → `{ ok: true }`; 404 when it does not exist.
 * Signed-in users only (the folder's middleware).
 */
import { deleteRedirect } from "@/lib/db/redirects.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";

export const handler = {
  async DELETE(c: AppContext) {
    await deleteRedirect(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
};
