/**
 * POST /api/admin/users `{ name, email, role, active? }` → 201 `{ user, password }`: the generated one-time password
 * is in this answer only. With `active: false` the account is created deactivated and the answer has no password
 * (activate it and reset its password when the person joins). A taken email is a 409 naming `email`. The list is GET /api/users. Site managers only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { AdminNewUserSchema } from "@/lib/schemas/user.ts";
import { addUser } from "@/lib/services/users.ts";

export const handler = define.handlers({
  async POST(c): Promise<Response> {
    const input = await parseJson(c, AdminNewUserSchema);
    return c.json(await addUser(c.var.kv, input), 201);
  },
});
