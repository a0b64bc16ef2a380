/**
 * Character-counter rules: green inside the optimal range, yellow under it,
 * red with 'Too long' above the limit. Meta title: at most 60, optimal 50–60;
 * meta description: at most 160, optimal 120–160.
 */

/** A counted field's limit and the length from which it is optimal. */
export interface CharLimit {
  max: number;
  /** Shorter than this is shown yellow; omitted means any length up to `max` is fine. */
  optimalMin?: number;
}

/** Meta title limit. */
export const META_TITLE_LIMIT: CharLimit = { max: 60, optimalMin: 50 };
/** Meta description limit. */
export const META_DESCRIPTION_LIMIT: CharLimit = { max: 160, optimalMin: 120 };

/** Text shown past the limit. */
export const TOO_LONG = "Too long";

/** `good` (green), `short` (yellow) or `over` (red). */
export type CharCountState = "good" | "short" | "over";

/** State of a text of `length` characters under `limit`. */
export function charCountState(length: number, limit: CharLimit): CharCountState {
  if (length > limit.max) return "over";
  if (limit.optimalMin !== undefined && length < limit.optimalMin) return "short";
  return "good";
}
