/** GET /api/users → `{ users }`: the users list of the admin Users screen (spec §7). Site managers only (`lib/auth/access.ts`). */
import { define } from "@/lib/define.ts";
import { listUsers } from "@/lib/db/users.ts";

export const handler = define.handlers({
  async GET(c): Promise<Response> {
    return c.json({ users: await listUsers(c.var.kv) });
  },
});
