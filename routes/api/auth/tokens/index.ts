/**
 * /api/auth/tokens: the signed-in user's tokens.
 * GET → `{ tokens }` (no secrets); POST `{ name, expires_in_days? }` → 201 `{ token, record }`
 * (the secret is shown only in this answer). Signed-in users only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { NewApiTokenSchema } from "@/lib/schemas/auth.ts";
import { createApiToken, listTokens } from "@/lib/db/sessions.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";

/** Token list and creation. */
export const handler = define.handlers({
  async GET(c): Promise<Response> {
    const user = guardedUser(c);
    return c.json({ tokens: await listTokens(c.var.kv, user.id) });
  },
  async POST(c): Promise<Response> {
    const user = guardedUser(c);
    const input = await parseJson(c, NewApiTokenSchema);
    const issued = await createApiToken(c.var.kv, user.id, {
      name: input.name,
      expiresInDays: input.expires_in_days,
    });
    return c.json({ token: issued.token, record: issued.record }, 201);
  },
});
