/** GET /api/users → `{ users }`: the users list of the admin Users screen (spec §7). Site managers only (`lib/auth/access.ts`). */
import type { AppContext } from "@/lib/app_env.ts";
import { listUsers } from "@/lib/db/users.ts";

export const handler = {
  async GET(c: AppContext): Promise<Response> {
    return c.json({ users: await listUsers(c.var.kv) });
  },
};
