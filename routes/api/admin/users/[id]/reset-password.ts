/** POST /api/admin/users/{id}/reset-password → `{ password }` (shown once); the user's sessions end. Site managers only. */
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { resetUserPassword } from "@/lib/services/users.ts";

export const handler = define.handlers({
  async POST(c): Promise<Response> {
    return c.json({ password: await resetUserPassword(c.var.kv, routeParam(c, "id")) });
  },
});
