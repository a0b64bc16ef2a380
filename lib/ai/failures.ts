/**
 * Provider failures as the app's typed errors, worded after the endpoint's
 * spec message (`Failed to generate SEO: …`): 429 from the provider keeps its
 * Retry-After, a timeout is a 504, anything else a 502.
 */
import { loadedApiError } from "./sdk.ts";
import { AppError, RateLimitError, UpstreamError } from "../errors.ts";
import type { AiOutcome } from "../schemas/ai_settings.ts";

/** A failure with the outcome recorded in the usage log. */
export interface ClassifiedFailure {
  error: AppError;
  outcome: AiOutcome;
}

/** Seconds from a Retry-After header value (delta seconds or HTTP date); 30 when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number {
  if (!value) return 30;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? 30 : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The typed error for a failed provider request (`status`/`retryAfter` from its answer, if any). */
export function upstreamFailure(
  failure: string,
  detail: { status?: number; retryAfter?: string | null; timedOut: boolean; cancelled: boolean; timeoutMs: number },
): ClassifiedFailure {
  if (detail.timedOut) {
    const seconds = Math.round(detail.timeoutMs / 100) / 10;
    return {
      error: new UpstreamError(`${failure}: the AI service did not answer within ${seconds} s.`, 504),
      outcome: "timeout",
    };
  }
  if (detail.cancelled) {
    return { error: new UpstreamError(`${failure}: the request was cancelled.`), outcome: "cancelled" };
  }
  if (detail.status === 429) {
    const seconds = retryAfterSeconds(detail.retryAfter);
    return {
      error: new RateLimitError(`${failure}: the AI service is busy. Please try again in ${seconds} s.`, seconds),
      outcome: "rate_limited",
    };
  }
  const what = detail.status ? `answered with an error (HTTP ${detail.status})` : "could not be reached";
  return { error: new UpstreamError(`${failure}: the AI service ${what}.`), outcome: "error" };
}

/** {@link upstreamFailure} for an exception thrown by the OpenAI SDK or `fetch`. */
export function classifyThrown(
  failure: string,
  error: unknown,
  context: { timedOut: boolean; cancelled: boolean; timeoutMs: number },
): ClassifiedFailure {
  if (error instanceof AppError) return { error, outcome: "error" };
  const APIError = loadedApiError();
  const apiError = APIError !== null && error instanceof APIError ? error : null;
  const status = apiError && typeof apiError.status === "number" ? apiError.status : undefined;
  const retryAfter = apiError ? apiError.headers?.get("retry-after") : null;
  if (!status && !context.timedOut && !context.cancelled) console.error(`${failure}:`, error);
  return upstreamFailure(failure, { status, retryAfter, ...context });
}
