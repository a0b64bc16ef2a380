/**
 * GET /api/auth/oidc/callback: the provider sends the browser back here. The state must match the cookie set by
 * `start` and a sign-in started within 10 minutes (used once); the code is exchanged with the PKCE verifier and
 * the ID token's nonce checked. A verified email of an existing, active user signs that user in (session cookie,
 * 302 to the page asked for); anything else goes back to the sign-in page with a message. Never creates users.
 * The state, session and redirect handling is shared with the other providers (`lib/auth/provider/flow.ts`).
 */
import { define } from "@/lib/define.ts";
import { completeSignIn } from "@/lib/auth/provider/flow.ts";

export const handler = define.handlers({
  GET: (c) => completeSignIn(c, "oidc"),
});
