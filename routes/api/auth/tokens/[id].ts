/** DELETE /api/auth/tokens/:id: revokes one of the signed-in user's tokens. */
import { define } from "@/lib/define.ts";
import { revokeToken } from "@/lib/db/sessions.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { NotFoundError } from "@/lib/errors.ts";

/** Token revocation. */
export const handler = define.handlers({
  async DELETE(c): Promise<Response> {
    const user = guardedUser(c);
    const revoked = await revokeToken(c.var.kv, user.id, c.req.param("id") ?? "");
    if (!revoked) throw new NotFoundError("Token not found");
    return c.json({ ok: true });
  },
});
