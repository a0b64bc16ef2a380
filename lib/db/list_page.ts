/**
 * One page of a KV list, for every paged list in `lib/db`: entries under a
 * selector in key order (or reversed), continued by the cursor of the
 * previous page or reached by page number (earlier entries are skipped, so
 * keep page numbers for small lists).
 */
import { retryLocked } from "./kv.ts";

/** One page of values. */
export interface ListPage<T> {
  items: T[];
  /** Pass back to get the next page; null on the last page. */
  cursor: string | null;
}

/** Options of {@link listPage}. */
export interface ListPageOptions {
  /** Page size wanted; clamped to 1..`maxLimit`. */
  limit: number;
  /** Largest page size. */
  maxLimit: number;
  /** Cursor from a previous page; wins over `page`. */
  cursor?: string;
  /** 1-based page number (default 1). */
  page?: number;
  /** Newest (last key) first. */
  reverse?: boolean;
}

/** Reads one page of `selector` (retrying lock errors for the whole read). */
export function listPage<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: ListPageOptions,
): Promise<ListPage<T>> {
  const size = pageSize(options.limit, options.maxLimit);
  const page = Math.max(1, Math.floor(options.page ?? 1) || 1);
  const skip = options.cursor ? 0 : (page - 1) * size;
  return retryLocked(async () => {
    const iter = kv.list<T>(selector, { reverse: options.reverse, limit: skip + size, cursor: options.cursor });
    const items: T[] = [];
    let seen = 0;
    for await (const entry of iter) {
      if (seen++ >= skip) items.push(entry.value);
    }
    return { items, cursor: items.length === size && iter.cursor ? iter.cursor : null };
  });
}

/** `limit` as a whole number from 1 to `max`. */
export function pageSize(limit: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(limit) || 1));
}
