/**
 * GET /api/auth/oidc/start?next=/admin/...: starts a sign-in with the configured OpenID Connect provider (302 to
 * its authorization endpoint). The state is bound to this browser by an HttpOnly cookie
 * (`lib/auth/provider/flow.ts`). 404 when no provider is configured (see `lib/config/oidc.ts`); 429 with
 * Retry-After once the address has started too many (`lib/auth/provider/start_limit.ts`).
 */
import { define } from "@/lib/define.ts";
import { beginSignIn } from "@/lib/auth/provider/flow.ts";

export const handler = define.handlers({
  GET: (c) => beginSignIn(c, "oidc"),
});
