/**
 * GET /api/admin/redirects: every redirect, active or not, with hit counts → `{ redirects }`
 * (query: `search`, `active=true|false`, `post_id`).
 * POST /api/admin/redirects: creates one (`from_path`, `to_path`, `redirect_type`, `notes`, `is_active`, `post_id`)
 * → 201 `{ redirect }`; a taken `from_path` is a 409 naming the field, a loop or self-redirect a 400; a target that
 * is itself redirected is collapsed to where it ends, and redirects ending at the new source are re-pointed (no
 * chains). A leading slash is added when missing. Signed-in users only.
 */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { createRedirect, listRedirects } from "@/lib/db/redirects.ts";
import { define } from "@/lib/define.ts";
import { parseJson, parseQuery } from "@/lib/http/validate.ts";
import { RedirectInputSchema, RedirectListQuerySchema } from "@/lib/schemas/redirect.ts";

export const handler = define.handlers({
  async GET(c) {
    const redirects = await listRedirects(c.var.kv, parseQuery(c, RedirectListQuerySchema));
    return c.json({ redirects }, 200, { "Cache-Control": "no-store" });
  },
  async POST(c) {
    const user = guardedUser(c);
    const input = await parseJson(c, RedirectInputSchema);
    return c.json({ redirect: await createRedirect(c.var.kv, input, user.id) }, 201);
  },
});
