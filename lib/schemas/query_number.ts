/**
 * Numbers in query strings: plain decimal digits only. `z.coerce.number()`
 * would also take "0x10", "1e3", " 5 " or "" (as 0); this one definition is
 * reused by every query that carries a number.
 */
import { z } from "zod";

/** Bounds and messages of a {@link queryInt}. */
export interface QueryIntOptions {
  min: number;
  max: number;
  /** Message when the value is not a whole number in range. */
  message: string;
}

/** A whole number written as 1 to 9 decimal digits, within `min`..`max`. */
export function queryInt(options: QueryIntOptions) {
  return z.string({ error: options.message }).regex(/^[0-9]{1,9}$/, options.message)
    .transform(Number)
    .pipe(z.number().int().min(options.min, options.message).max(options.max, options.message));
}
