/** Query of the public `/search` page: `q` and `page`, read leniently (a page always renders). */
import { z } from "zod";
import { queryInt } from "./query_number.ts";

/** Longest query used; longer ones are cut. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/**
 * `q` trimmed and cut to {@link MAX_SEARCH_QUERY_LENGTH} (absent is ""); `page` plain decimal digits from 1 to
 * 10,000, anything else page 1.
 */
export const SearchQuerySchema = z.object({
  q: z.string().optional().transform((value) => (value ?? "").trim().slice(0, MAX_SEARCH_QUERY_LENGTH)),
  page: queryInt({ min: 1, max: 10_000, message: "Page must be a whole number from 1" }).catch(1),
});
/** A parsed search query. */
export type SearchQuery = z.output<typeof SearchQuerySchema>;
