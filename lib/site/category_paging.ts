/** Page numbers of category pages: `?pagina=N` (N ≥ 2; page 1 is the bare path). */

/** Query parameter naming a category page. */
export const CATEGORY_PAGE_PARAM = "pagina";

/** The page asked by a `pagina` value: 1 when absent, null when it is not a whole number from 1. */
export function parseCategoryPage(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Site path of page `page` of the category at `path`. */
export function categoryPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${CATEGORY_PAGE_PARAM}=${page}`;
}

/** Number of pages for `count` posts, `perPage` a page (at least 1). */
export function categoryPageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
