/** GET /api/auth/me: the signed-in user, or 401. */
import type { AppContext } from "@/lib/app_env.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";

/** Current user endpoint. */
export const handler = {
  GET(c: AppContext): Response {
    return c.json({ user: guardedUser(c) });
  },
};
