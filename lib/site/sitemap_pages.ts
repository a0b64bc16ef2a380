/**
 * The sitemap split into pages: `/sitemap.xml` is a sitemap index naming
 * `/sitemap.xml?pagina=1`, `?pagina=2`, …, each a urlset of at most the page
 * size's URLs in the order of `sitemapEntries` (fixed pages, categories,
 * posts). Pages stay at the site's root, as the protocol asks of a sitemap
 * that lists URLs from the whole site. Index and pages are served from the
 * page cache (their `pagina` is part of the key, see `lib/cache/page_key.ts`).
 */
import { MAX_SITEMAP_URLS, type SitemapEntry } from "../seo/sitemap.ts";
import { absoluteUrl } from "./paths.ts";

/**
 * URLs per sitemap page by default: well under the protocol's 50,000, so a
 * page stays a few hundred kilobytes, under the page cache's largest body
 * (1 MiB), and a miss renders quickly.
 */
export const DEFAULT_SITEMAP_PAGE_SIZE = 2_000;

/** Path of the sitemap index, the one robots.txt names. */
export const SITEMAP_PATH = "/sitemap.xml";
/** Query parameter holding a sitemap page's number (from 1). */
export const SITEMAP_PAGE_PARAM = "pagina";

/** `size` checked: a whole number from 1 to {@link MAX_SITEMAP_URLS}. */
export function checkSitemapPageSize(size = DEFAULT_SITEMAP_PAGE_SIZE): number {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SITEMAP_URLS) {
    throw new Error(`A sitemap page holds 1 to ${MAX_SITEMAP_URLS} URLs, not ${size}`);
  }
  return size;
}

/** Absolute URL of sitemap page `page`. */
export function sitemapPageUrl(origin: string, page: number): string {
  return absoluteUrl(origin, `${SITEMAP_PATH}?${SITEMAP_PAGE_PARAM}=${page}`);
}

/** Number of pages `entries` fill (at least one, so the index always names a sitemap). */
export function sitemapPageCount(entries: number, size: number): number {
  return Math.max(1, Math.ceil(entries / size));
}

/** The index's list: each page's URL and the newest change among its URLs. */
export function sitemapIndexEntries(entries: SitemapEntry[], size: number, origin: string): SitemapEntry[] {
  return Array.from({ length: sitemapPageCount(entries.length, size) }, (_, i) => {
    const newest = sitemapPage(entries, size, i + 1)!
      .map((entry) => entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? entry.lastmod : null)
      .filter((lastmod): lastmod is string => lastmod !== null)
      .reduce<string | null>((a, b) => (a === null || Date.parse(b) > Date.parse(a) ? b : a), null);
    return { loc: sitemapPageUrl(origin, i + 1), lastmod: newest };
  });
}

/** The URLs of page `page` (from 1), or null past the last page. */
export function sitemapPage(entries: SitemapEntry[], size: number, page: number): SitemapEntry[] | null {
  if (page < 1 || page > sitemapPageCount(entries.length, size)) return null;
  return entries.slice((page - 1) * size, page * size);
}
