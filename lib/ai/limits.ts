/** The per-user allowance of AI calls, counted in KV so every server process shares it. */
import { reserveAttempts } from "../db/rate_limits.ts";
import { RateLimitError } from "../errors.ts";
import type { AiEnv } from "./env.ts";
import { pluralize } from "../text/plural.ts";

/** Message of a 429 from the per-user limit, for a wait of `seconds`. */
export function aiLimitMessage(seconds: number): string {
  return `Too many AI requests. Please wait ${pluralize(seconds, "second")} and try again.`;
}

/** Counts one AI call for `userId`, or throws {@link RateLimitError} (429 with Retry-After). */
export async function reserveAiCall(kv: Deno.Kv, env: AiEnv, userId: string): Promise<void> {
  const rule = { limit: env.rateLimit, windowMs: env.rateWindowMs };
  const result = await reserveAttempts(kv, [{ name: ["ai_calls", userId], rule }]);
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new RateLimitError(aiLimitMessage(seconds), seconds);
  }
}
