/**
 * GET /api/auth/oidc/start?next=/admin/...: starts a sign-in with the configured OpenID Connect provider (302 to
 * its authorization endpoint). The state is bound to this browser by an HttpOnly cookie
 * (`lib/auth/provider/flow.ts`). 404 when no provider is configured (see `lib/config/oidc.ts`); 429 with
 * Retry-After once the address has started too many (`lib/auth/provider/start_limit.ts`).
 */
import { define } from "@/lib/define.ts";
import { startOidcSignIn } from "@/lib/auth/oidc/client.ts";
import { callbackUri, redirectToProvider, signInFailed } from "@/lib/auth/provider/flow.ts";
import { reserveSignInStart } from "@/lib/auth/provider/start_limit.ts";
import { NotFoundError } from "@/lib/errors.ts";

export const handler = define.handlers({
  async GET(c): Promise<Response> {
    const config = c.var.config.signIn.oidc;
    if (!config) throw new NotFoundError();
    await reserveSignInStart(c, c.var.kv);
    let started;
    try {
      started = await startOidcSignIn(config, callbackUri(c, "oidc"));
    } catch (error) {
      console.error("OpenID Connect discovery failed", error);
      return signInFailed(c, "failed");
    }
    return await redirectToProvider(c, "oidc", started);
  },
});
