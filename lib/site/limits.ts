/**
 * Per-address limits of the public write endpoints (contact form, ratings, reviews),
 * counted in KV so every process on the store shares them.
 */
import type { Context } from "hono";
import { clientAddress } from "../auth/client_address.ts";
import { type RateLimitRule, reserveAttempts } from "../db/rate_limits.ts";
import { RateLimitError } from "../errors.ts";

/** Contact messages allowed per address: 5 per 10 minutes. */
export const CONTACT_RULE: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };
/** Reviews and comments allowed per address: 5 per 10 minutes. */
export const REVIEW_RULE: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };
/** Rating votes allowed per address: 30 per minute. */
export const RATING_RULE: RateLimitRule = { limit: 30, windowMs: 60 * 1000 };

/** Spanish text of a 429 answer for a wait of `seconds`. */
export function publicRateLimitMessage(seconds: number): string {
  if (seconds < 60) {
    return `Has hecho demasiadas solicitudes. Inténtalo de nuevo en ${seconds} ${
      seconds === 1 ? "segundo" : "segundos"
    }.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Has hecho demasiadas solicitudes. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

/**
 * Counts one request of `kind` from the client's address, or throws
 * {@link RateLimitError} (429 with Retry-After) once the address used up its
 * allowance. Requests whose address is unknown share one counter.
 */
export async function reservePublicAttempt(c: Context, kv: Deno.Kv, kind: string, rule: RateLimitRule): Promise<void> {
  const address = clientAddress(c) ?? "unknown";
  const result = await reserveAttempts(kv, [{ name: [kind, address], rule }]);
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new RateLimitError(publicRateLimitMessage(seconds), seconds);
  }
}
