/** POST /api/auth/logout: revokes the presented token (bearer or cookie) and clears the cookies. */
import { define } from "@/lib/define.ts";
import { revokeTokenBySecret } from "@/lib/db/sessions.ts";
import { clearSessionCookies, readSessionCookie } from "@/lib/auth/cookies.ts";
import { readBearerToken } from "@/lib/auth/credentials.ts";

/** Sign-out endpoint; succeeds even without a live session. */
export const handler = define.handlers({
  async POST(c): Promise<Response> {
    const tokens = new Set([readBearerToken(c), readSessionCookie(c)].filter((token) => !!token) as string[]);
    for (const token of tokens) await revokeTokenBySecret(c.var.kv, token);
    clearSessionCookies(c);
    return c.json({ ok: true });
  },
});
