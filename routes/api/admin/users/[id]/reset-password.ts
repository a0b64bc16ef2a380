/** POST /api/admin/users/{id}/reset-password → `{ password }` (shown once); the user's sessions end. Site managers only. */
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";
import { resetUserPassword } from "@/lib/services/users.ts";

export const handler = {
  async POST(c: AppContext): Promise<Response> {
    return c.json({ password: await resetUserPassword(c.var.kv, routeParam(c, "id")) });
  },
};
