/**
 * How many sign-ins with a provider one address may start: each start stores a flow record (`lib/db/oidc_flows.ts`)
 * for its lifetime, so anonymous starts are counted per client address and refused beyond
 * {@link SIGN_IN_START_RULE}, which also bounds the records one address can keep alive.
 */
import type { Context } from "hono";
import { clientAddress } from "../client_address.ts";
import { loginRateLimitMessage } from "../login_limiter.ts";
import { OIDC_FLOW_MS } from "../../db/oidc_flows.ts";
import { type RateLimitRule, reserveAttempts } from "../../db/rate_limits.ts";
import { RateLimitError } from "../../errors.ts";

/** Sign-ins with a provider one address may start per flow lifetime (all providers together). */
export const SIGN_IN_START_RULE: RateLimitRule = { limit: 20, windowMs: OIDC_FLOW_MS };

/**
 * Counts a sign-in start from the client's address (unknown addresses share one counter), or throws
 * {@link RateLimitError} (429 with Retry-After) once the address has used up its starts.
 */
export async function reserveSignInStart(c: Context, kv: Deno.Kv, now = Date.now()): Promise<void> {
  const address = clientAddress(c) ?? "unknown";
  const result = await reserveAttempts(kv, [{ name: ["sign_in_start", address], rule: SIGN_IN_START_RULE }], now);
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new RateLimitError(loginRateLimitMessage(seconds), seconds);
  }
}
