/**
 * GET /api/auth/oidc/callback: the provider sends the browser back here. The state must match the cookie set by
 * `start` and a sign-in started within 10 minutes (used once); the code is exchanged with the PKCE verifier and
 * the ID token's nonce checked. A verified email of an existing, active user signs that user in (session cookie,
 * 302 to the page asked for); anything else goes back to the sign-in page with a message. Never creates users.
 */
import { deleteCookie, getCookie } from "hono/cookie";
import type { AppContext } from "@/lib/app_env.ts";
import { finishOidcSignIn, OidcSignInError } from "@/lib/auth/oidc/client.ts";
import { oidcConfig } from "@/lib/auth/oidc/config.ts";
import { setSessionCookies } from "@/lib/auth/cookies.ts";
import { takeOidcFlow } from "@/lib/db/oidc_flows.ts";
import { createSessionToken, SESSION_MS } from "@/lib/db/sessions.ts";
import { getUserByEmail } from "@/lib/db/users.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { OIDC_CALLBACK_PATH, OIDC_STATE_COOKIE } from "./start.ts";

export const handler = {
  async GET(c: AppContext): Promise<Response> {
    const config = oidcConfig();
    if (!config) throw new NotFoundError();
    const fail = (code: OidcSignInError["code"]) => redirectTo(c, `/admin/login?sso=${code}`, 302);
    const state = c.req.query("state") ?? "";
    const bound = getCookie(c, OIDC_STATE_COOKIE);
    deleteCookie(c, OIDC_STATE_COOKIE, { path: "/api/auth/oidc" });
    if (!state || bound !== state) return fail("failed");
    const flow = await takeOidcFlow(c.var.kv, state);
    if (!flow) return fail("failed");
    const redirectUri = new URL(OIDC_CALLBACK_PATH, c.var.siteOrigin).href;
    let email: string;
    try {
      email = await finishOidcSignIn(config, new URL(c.req.url), redirectUri, { ...flow, state });
    } catch (error) {
      return fail(error instanceof OidcSignInError ? error.code : "failed");
    }
    const user = await getUserByEmail(c.var.kv, email);
    if (!user || user.deactivated_at) return fail("unknown");
    const issued = await createSessionToken(c.var.kv, user.id);
    setSessionCookies(c, issued.token, SESSION_MS / 1000);
    return redirectTo(c, flow.next, 302);
  },
};
