/**
 * GET /api/admin/redirects/{id} → `{ redirect }` (404 when missing).
 * PUT /api/admin/redirects/{id}: changes any of `from_path`, `to_path`, `redirect_type`, `notes`, `is_active`
 * (the list's toggle sends only `is_active`) → `{ redirect }`; a taken `from_path` is a 409 naming the field, a loop
 * or self-redirect a 400 with field errors; a target that is itself redirected is collapsed to where it ends.
 * DELETE /api/admin/redirects/{id}: deletes one redirect → `{ ok: true }`; 404 when it does not exist.
 * Staff only (`lib/auth/access.ts`).
 */
import { deleteRedirect, getRedirect, updateRedirect } from "@/lib/db/redirects.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { RedirectPatchSchema } from "@/lib/schemas/redirect.ts";

export const handler = define.handlers({
  async GET(c) {
    const redirect = await getRedirect(c.var.kv, routeParam(c, "id"));
    if (!redirect) throw new NotFoundError("Redirect not found");
    return c.json({ redirect }, 200, { "Cache-Control": "no-store" });
  },
  async PUT(c) {
    const patch = await parseJson(c, RedirectPatchSchema);
    return c.json({ redirect: await updateRedirect(c.var.kv, routeParam(c, "id"), patch) });
  },
  async DELETE(c) {
    await deleteRedirect(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
});
