/**
 * GET /api/auth/oidc/start?next=/admin/...: starts a sign-in with the configured OpenID Connect provider (302 to
 * its authorization endpoint). The state is bound to this browser by an HttpOnly cookie. 404 when no provider is
 * configured (see `lib/auth/oidc/config.ts`).
 */
import { setCookie } from "hono/cookie";
import type { AppContext } from "@/lib/app_env.ts";
import { startOidcSignIn } from "@/lib/auth/oidc/client.ts";
import { oidcConfig } from "@/lib/auth/oidc/config.ts";
import { safeNextPath } from "@/lib/auth/next_path.ts";
import { secureCookies } from "@/lib/auth/cookies.ts";
import { OIDC_FLOW_MS, saveOidcFlow } from "@/lib/db/oidc_flows.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { redirectTo } from "@/lib/http/location.ts";

/** Cookie binding a started sign-in to the browser that started it. */
export const OIDC_STATE_COOKIE = "oidc_state";
/** Path of the provider's redirect back to the site. */
export const OIDC_CALLBACK_PATH = "/api/auth/oidc/callback";

export const handler = {
  async GET(c: AppContext): Promise<Response> {
    const config = oidcConfig();
    if (!config) throw new NotFoundError();
    const redirectUri = new URL(OIDC_CALLBACK_PATH, c.var.siteOrigin).href;
    let started;
    try {
      started = await startOidcSignIn(config, redirectUri);
    } catch (error) {
      console.error("OpenID Connect discovery failed", error);
      return redirectTo(c, "/admin/login?sso=failed", 302);
    }
    const next = safeNextPath(c.req.query("next"));
    await saveOidcFlow(c.var.kv, started.state, { codeVerifier: started.codeVerifier, nonce: started.nonce, next });
    setCookie(c, OIDC_STATE_COOKIE, started.state, {
      path: "/api/auth/oidc",
      httpOnly: true,
      sameSite: "Lax",
      secure: secureCookies(c),
      maxAge: OIDC_FLOW_MS / 1000,
    });
    return redirectTo(c, started.url.href, 302, { external: true });
  },
};
