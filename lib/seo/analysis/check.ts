/** The shape of one SEO check. */
import type { SeoContext } from "./context.ts";

/** The verdict of one check: `passed`, with what was found, or what to do. */
export interface CheckOutcome {
  passed: boolean;
  /** A plain English sentence: what is good when passed, otherwise what to do. */
  message: string;
}

/** One check: its id, its weight in the score, and its verdict (null when it does not apply). */
export interface SeoCheck {
  id: string;
  weight: number;
  run: (context: SeoContext) => CheckOutcome | null;
}

/** A passed outcome with `good`, or a failed one with `fix`. */
export function outcome(passed: boolean, good: string, fix: string): CheckOutcome {
  return { passed, message: passed ? good : fix };
}
