/**
 * Brute-force protection for sign-in, in three counters per 15-minute window:
 *
 * - **address + account** ({@link LOGIN_PAIR_RULE}): 5 failures, then 429. A
 *   guesser is stopped, but only from the address it guesses from.
 * - **address** ({@link LOGIN_ADDRESS_RULE}): 20 failures over all accounts,
 *   then 429, so one address cannot spray many accounts.
 * - **account** over all addresses: never refused, only slowed down
 *   ({@link loginDelayMs}). A botnet guessing one account gets ever slower
 *   answers, while the owner's correct password still signs in (after the
 *   same wait) instead of being locked out by a stranger.
 *
 * An attempt is counted before the password is checked (so parallel guesses
 * cannot slip past the limits); a successful sign-in then clears its pair and
 * account counters and gives back its address slot, so only failures stay
 * counted.
 */
import { RateLimitError } from "../errors.ts";
import { clearAttempts, type RateLimitRule, releaseAttempt, reserveAttempts } from "../db/rate_limits.ts";
import { pluralize } from "../text/plural.ts";

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account from one client address per window. */
export const LOGIN_PAIR_RULE: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };
/** Failed sign-ins allowed per client address (all accounts) per window. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: WINDOW_MS };
/** Failures counted per account over all addresses: never refused, only slowed down. */
const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: WINDOW_MS };

/** How the account-wide slowdown grows: free failures, then a doubling wait with a ceiling. */
export const LOGIN_SLOWDOWN = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 10_000 } as const;

/** Who is trying to sign in. `address` is null when the client address is unknown. */
export interface LoginAttempt {
  email: string;
  address: string | null;
}

/** What a counted attempt must do before the password is checked. */
export interface ReservedAttempt {
  /** Wait this long first (account-wide slowdown); 0 for an account without recent failures. */
  delayMs: number;
}

/** Counter names of an attempt. An unknown address is one shared address, `"unknown"`. */
function counterNames(attempt: LoginAttempt) {
  const email = attempt.email.trim().toLowerCase();
  return {
    pair: ["login_pair", attempt.address ?? "unknown", email],
    address: attempt.address ? ["login_address", attempt.address] : null,
    account: ["login_account", email],
  };
}

/**
 * The wait before checking a password for an account that has had `failures`
 * failed sign-ins in the window (from any address): none for the first
 * {@link LOGIN_SLOWDOWN.freeFailures}, then 1 s, 2 s, 4 s, 8 s, 10 s, 10 s …
 */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_SLOWDOWN.freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.baseDelayMs * 2 ** Math.min(over, 16));
}

/**
 * Counts a sign-in attempt and says how long to wait before checking it, or
 * throws {@link RateLimitError} (429 with Retry-After) when the address +
 * account pair or the address has used up its attempts.
 */
export async function reserveLoginAttempt(
  kv: Deno.Kv,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<ReservedAttempt> {
  const names = counterNames(attempt);
  const counters = [
    { name: names.pair, rule: LOGIN_PAIR_RULE },
    { name: names.account, rule: LOGIN_ACCOUNT_RULE },
  ];
  if (names.address) counters.push({ name: names.address, rule: LOGIN_ADDRESS_RULE });
  const result = await reserveAttempts(kv, counters, now);
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new RateLimitError(loginRateLimitMessage(seconds), seconds);
  }
  const earlierAccountFailures = result.counts[1] - 1;
  return { delayMs: loginDelayMs(earlierAccountFailures) };
}

/**
 * Un-counts a successful sign-in: clears the pair's and the account's
 * failures (the owner is in; a guesser starts its slowdown again) and gives
 * back the address slot.
 */
export async function recordLoginSuccess(
  kv: Deno.Kv,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<void> {
  const names = counterNames(attempt);
  await clearAttempts(kv, names.pair);
  await clearAttempts(kv, names.account);
  if (names.address) await releaseAttempt(kv, names.address, now);
}

/** "Too many login attempts. Please try again in N minutes." for a wait of `seconds`. */
export function loginRateLimitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many login attempts. Please try again in ${pluralize(minutes, "minute")}.`;
}
