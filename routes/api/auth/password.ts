/**
 * PUT /api/auth/password `{ current_password, new_password }` → `{ success: true }`: the signed-in user changes
 * their own password (a wrong current password is a 400 on `current_password`).
 */
import type { AppContext } from "@/lib/app_env.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { OwnPasswordSchema } from "@/lib/schemas/user.ts";
import { changeOwnPassword } from "@/lib/services/users.ts";

export const handler = {
  async PUT(c: AppContext): Promise<Response> {
    const user = guardedUser(c);
    const input = await parseJson(c, OwnPasswordSchema);
    await changeOwnPassword(c.var.kv, user.id, input.current_password, input.new_password);
    return c.json({ success: true });
  },
};
