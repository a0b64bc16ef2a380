/**
 * Brute-force protection for sign-in: at most {@link LOGIN_ACCOUNT_RULE}
 * failed attempts per account (email) and {@link LOGIN_ADDRESS_RULE} per
 * client address, each in a 15-minute window.
 *
 * An attempt is counted before the password is checked (so parallel guesses
 * cannot slip past the limit); a successful sign-in then clears the account
 * counter and gives back its address slot, so only failures stay counted.
 */
import { RateLimitError } from "../errors.ts";
import { clearAttempts, type RateLimitRule, releaseAttempt, reserveAttempts } from "../db/rate_limits.ts";

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account per window. */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };
/** Failed sign-ins allowed per client address per window. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: WINDOW_MS };

/** Who is trying to sign in. `address` is null when the client address is unknown (then only the account is limited). */
export interface LoginAttempt {
  email: string;
  address: string | null;
}

/** Counter names of an attempt. */
function counterNames(attempt: LoginAttempt) {
  return {
    account: ["login_account", attempt.email.trim().toLowerCase()],
    address: attempt.address ? ["login_address", attempt.address] : null,
  };
}

/**
 * Counts a sign-in attempt, or throws {@link RateLimitError} (429 with
 * Retry-After) when the account or the address has used up its attempts.
 */
export async function reserveLoginAttempt(
  kv: Deno.Kv,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<void> {
  const names = counterNames(attempt);
  const counters = [{ name: names.account, rule: LOGIN_ACCOUNT_RULE }];
  if (names.address) counters.push({ name: names.address, rule: LOGIN_ADDRESS_RULE });
  const result = await reserveAttempts(kv, counters, now);
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new RateLimitError(loginRateLimitMessage(seconds), seconds);
  }
}

/** Un-counts a successful sign-in: clears the account's failures and releases the address slot. */
export async function recordLoginSuccess(
  kv: Deno.Kv,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<void> {
  const names = counterNames(attempt);
  await clearAttempts(kv, names.account);
  if (names.address) await releaseAttempt(kv, names.address, now);
}

/** "Too many login attempts. Please try again in N minutes." for a wait of `seconds`. */
export function loginRateLimitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
