/** Reader rating payloads and records: one vote per visitor per post. */
import { z } from "zod";

/** A star value: a whole number from 1 to 5. */
export const RatingValueSchema = z.number({ error: "Rating must be a number from 1 to 5" })
  .int("Rating must be a whole number from 1 to 5")
  .min(1, "Rating must be a whole number from 1 to 5")
  .max(5, "Rating must be a whole number from 1 to 5");

/** Body of the rating call: `value` must be a JSON number. */
export const RateInputSchema = z.object({ value: RatingValueSchema });

/** A stored vote. */
export const RatingVoteSchema = z.object({ value: RatingValueSchema, created_at: z.string() });
/** A stored vote. */
export type RatingVote = z.infer<typeof RatingVoteSchema>;

/** Running totals of a post's votes. */
export interface RatingTotals {
  sum: number;
  count: number;
}

/** What visitors see of a post's votes. */
export interface RatingAggregate extends RatingTotals {
  /** Mean vote rounded to one decimal; 0 without votes. */
  average: number;
}

/** The answer to a vote: the new aggregate and the visitor's own vote. */
export interface RatingResult {
  average: number;
  count: number;
  yourVote: number;
}

/** Mean of `totals` rounded to one decimal (0 when there are no votes). */
export function ratingAverage(totals: RatingTotals): number {
  return totals.count > 0 ? Math.round((totals.sum / totals.count) * 10) / 10 : 0;
}
