/** Signing in with email and password: rate limit, credential check, new session. */
import type { AuthUser } from "../app_env.ts";
import type { LoginInput } from "../schemas/auth.ts";
import { UnauthorizedError } from "../errors.ts";
import { createSessionToken, REMEMBERED_SESSION_MS, SESSION_MS } from "../db/sessions.ts";
import type { TokenRecord } from "../schemas/auth.ts";
import { recordLoginSuccess, reserveLoginAttempt } from "./login_limiter.ts";
import { verifyCredentials } from "./verify_credentials.ts";

/** A new session. */
export interface SignInResult {
  token: string;
  user: AuthUser;
  record: TokenRecord;
  /** Session lifetime in seconds (for the cookie's Max-Age). */
  maxAgeSeconds: number;
}

/**
 * Signs in: throws RateLimitError (429) when attempts are used up and
 * UnauthorizedError("Invalid email or password") on bad credentials;
 * otherwise creates a session (30 days with `remember`, else 1 day). An
 * account under attack answers slower (see `login_limiter.ts`), right
 * password or not.
 */
export async function signIn(kv: Deno.Kv, input: LoginInput, address: string | null): Promise<SignInResult> {
  const attempt = { email: input.email, address };
  const { delayMs } = await reserveLoginAttempt(kv, attempt);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const user = await verifyCredentials(kv, input.email, input.password);
  if (!user) throw new UnauthorizedError("Invalid email or password");
  await recordLoginSuccess(kv, attempt);
  const { token, record } = await createSessionToken(kv, user.id, { remember: input.remember });
  return {
    token,
    record,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    maxAgeSeconds: (input.remember ? REMEMBERED_SESSION_MS : SESSION_MS) / 1000,
  };
}
