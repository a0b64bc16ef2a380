/**
 * PUT /api/admin/users/{id} `{ name?, role?, active? }` → `{ user }`; `active: false` ends the account's sessions
 * and API tokens at once. DELETE /api/admin/users/{id} → `{ success: true }`. The last active admin can be
 * neither demoted, deactivated nor deleted (409), and nobody deactivates or deletes their own account (400).
 */
import { define } from "@/lib/define.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { UserChangeSchema } from "@/lib/schemas/user.ts";
import { removeUser, updateUser } from "@/lib/services/users.ts";

export const handler = define.handlers({
  async PUT(c): Promise<Response> {
    const actor = guardedUser(c);
    const change = await parseJson(c, UserChangeSchema);
    return c.json({ user: await updateUser(c.var.kv, routeParam(c, "id"), change, actor.id) });
  },
  async DELETE(c): Promise<Response> {
    const actor = guardedUser(c);
    await removeUser(c.var.kv, routeParam(c, "id"), actor.id);
    return c.json({ success: true });
  },
});
