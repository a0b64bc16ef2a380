/**
 * GET /api/auth/github/start?next=/admin/...: starts a sign-in with GitHub (302 to its authorization endpoint, PKCE
 * S256, scope `user:email`). The state is bound to this browser by an HttpOnly cookie
 * (`lib/auth/provider/flow.ts`). 404 when GitHub sign-in is not configured (see `lib/config/github.ts`); 429 with
 * Retry-After once the address has started too many (`lib/auth/provider/start_limit.ts`).
 */
import { define } from "@/lib/define.ts";
import { startGithubSignIn } from "@/lib/auth/github/client.ts";
import { callbackUri, redirectToProvider } from "@/lib/auth/provider/flow.ts";
import { reserveSignInStart } from "@/lib/auth/provider/start_limit.ts";
import { NotFoundError } from "@/lib/errors.ts";

export const handler = define.handlers({
  async GET(c): Promise<Response> {
    const config = c.var.config.signIn.github;
    if (!config) throw new NotFoundError();
    await reserveSignInStart(c, c.var.kv);
    return await redirectToProvider(c, "github", await startGithubSignIn(config, callbackUri(c, "github")));
  },
});
