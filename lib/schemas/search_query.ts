/**
 * Query of the public `/search` page: `q`, `page` and the filters `categoria` (a category slug), `tiempo` (15, 30 or
 * 60: most minutes in total), `tipo` (receta or articulo) and `con` (words that must all be ingredients), read
 * leniently: a page always renders, an unknown filter value is ignored.
 */
import { z } from "zod";
import { queryInt } from "./query_number.ts";

/** Longest query used; longer ones are cut. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

const text = z.string().optional().catch(undefined).transform((value) =>
  (value ?? "").trim().slice(0, MAX_SEARCH_QUERY_LENGTH)
);

/** `tipo` values and the content types they stand for. */
export const SEARCH_TYPES = { receta: "recipe", articulo: "article" } as const;

/**
 * `q` and `con` trimmed and cut to {@link MAX_SEARCH_QUERY_LENGTH} (absent is ""); `page` plain decimal digits from
 * 1 to 10,000, anything else page 1; `tiempo` 15, 30 or 60, `tipo` receta or articulo, else absent.
 */
export const SearchQuerySchema = z.object({
  q: text,
  page: queryInt({ min: 1, max: 10_000, message: "Page must be a whole number from 1" }).catch(1),
  categoria: text,
  tiempo: z.enum(["15", "30", "60"]).transform((value) => Number(value) as 15 | 30 | 60).optional().catch(undefined),
  tipo: z.enum(["receta", "articulo"]).optional().catch(undefined),
  con: text,
});
/** A parsed search query. */
export type SearchQuery = z.output<typeof SearchQuerySchema>;
