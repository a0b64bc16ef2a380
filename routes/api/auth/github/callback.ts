/**
 * GET /api/auth/github/callback: GitHub sends the browser back here. The state must match the cookie set by
 * `start` and a GitHub sign-in started within 10 minutes (used once); the code is exchanged with the PKCE verifier
 * and the account's primary, verified email address read. When it belongs to an existing, active user, that user is
 * signed in (session cookie, 302 to the page asked for); anything else goes back to the sign-in page with a
 * message. Never creates users. 404 when GitHub sign-in is not configured.
 */
import { define } from "@/lib/define.ts";
import { completeSignIn } from "@/lib/auth/provider/flow.ts";

export const handler = define.handlers({
  GET: (c) => completeSignIn(c, "github"),
});
