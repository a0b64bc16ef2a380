/** The shape and size of one page of a paged list in `lib/db`. */

/** One page of values. */
export interface ListPage<T> {
  items: T[];
  /** Pass back to get the next page; null on the last page. */
  cursor: string | null;
}

/** `limit` as a whole number from 1 to `max`. */
export function pageSize(limit: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(limit) || 1));
}
