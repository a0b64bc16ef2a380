/**
 * Which part of a request URL names a cached page. Only the query parameters
 * a page reads belong to its key; anything else (tracking tags, random
 * strings) is left out, so it can neither split a page into copies nor fill
 * the cache.
 */

/** Query parameters that change what a public page shows, by path. A page that reads another one must be listed. */
export const PAGE_QUERY_PARAMS: Record<string, readonly string[]> = {
  "/search": ["q", "page", "categoria", "tiempo", "tipo", "con"],
  "/contacto": ["enviado"],
};

/**
 * Parameters of paths not listed above: category pages (whose paths follow a setting) read `pagina`, post pages
 * `resenas` (page of reviews) and `resena` (outcome of a review form post).
 */
export const CONTENT_QUERY_PARAMS: readonly string[] = ["pagina", "resenas", "resena"];

/** The cache key of a request URL, and whether the URL had nothing beyond it. */
export interface PageKey {
  /** Path plus the page's own parameters (first value each, in a fixed order). */
  key: string;
  /** False when parameters were left out: the answer may be served from the key but is not stored under it. */
  exact: boolean;
}

/** The {@link PageKey} of `url`. */
export function pageKey(url: URL): PageKey {
  const known = PAGE_QUERY_PARAMS[url.pathname] ?? CONTENT_QUERY_PARAMS;
  const names = [...url.searchParams.keys()];
  const kept = new URLSearchParams();
  for (const name of known) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const exact = names.length === [...kept.keys()].length;
  return { key: url.pathname + (query ? `?${query}` : ""), exact };
}
