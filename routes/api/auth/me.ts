/** GET /api/auth/me: the signed-in user, or 401. */
import { define } from "@/lib/define.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";

/** Current user endpoint. */
export const handler = define.handlers({
  GET(c): Response {
    return c.json({ user: guardedUser(c) });
  },
});
