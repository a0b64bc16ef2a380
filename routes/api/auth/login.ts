/** POST /api/auth/login: `{ email, password, remember? }` → `{ token, user }` and the session cookies. */
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { LoginSchema } from "@/lib/schemas/auth.ts";
import { signIn } from "@/lib/auth/sign_in.ts";
import { clientAddress } from "@/lib/auth/client_address.ts";
import { setSessionCookies } from "@/lib/auth/cookies.ts";

/** Sign-in endpoint. */
export const handler = define.handlers({
  async POST(c): Promise<Response> {
    const input = await parseJson(c, LoginSchema);
    const session = await signIn(c.var.kv, input, clientAddress(c));
    setSessionCookies(c, session.token, session.maxAgeSeconds);
    return c.json({ token: session.token, user: session.user });
  },
});
