/** GET /api/users → `{ users }`: the users list of the admin Users screen (spec §7). Admins only. */
import type { AppContext } from "@/lib/app_env.ts";
import { siteManager } from "@/lib/auth/guards.ts";
import { listUsers } from "@/lib/db/users.ts";

/** Listing users is for site managers. */
export const middleware = siteManager;

export const handler = {
  async GET(c: AppContext): Promise<Response> {
    return c.json({ users: await listUsers(c.var.kv) });
  },
};
