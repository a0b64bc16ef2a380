/**
 * PUT /api/auth/password `{ current_password, new_password }` → `{ success: true }`: the signed-in user changes
 * their own password (a wrong current password is a 400 on `current_password`; guesses are limited like sign-ins,
 * 429 with Retry-After). Every other session and API token of the account ends; the session or token that made
 * the change stays.
 */
import { define } from "@/lib/define.ts";
import { clientAddress } from "@/lib/auth/client_address.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { OwnPasswordSchema } from "@/lib/schemas/user.ts";
import { changeOwnPassword } from "@/lib/services/users.ts";

export const handler = define.handlers({
  async PUT(c): Promise<Response> {
    const user = guardedUser(c);
    const input = await parseJson(c, OwnPasswordSchema);
    await changeOwnPassword(c.var.kv, {
      userId: user.id,
      currentPassword: input.current_password,
      newPassword: input.new_password,
      address: clientAddress(c),
      keepTokenId: c.var.tokenId,
    });
    return c.json({ success: true });
  },
});
