/**
 * GET /api/auth/github/start?next=/admin/...: starts a sign-in with GitHub (302 to its authorization endpoint, PKCE
 * S256, scope `user:email`). The state is bound to this browser by an HttpOnly cookie
 * (`lib/auth/provider/flow.ts`). 404 when GitHub sign-in is not configured (see `lib/config/github.ts`); 429 with
 * Retry-After once the address has started too many (`lib/auth/provider/start_limit.ts`).
 */
import { define } from "@/lib/define.ts";
import { beginSignIn } from "@/lib/auth/provider/flow.ts";

export const handler = define.handlers({
  GET: (c) => beginSignIn(c, "github"),
});
