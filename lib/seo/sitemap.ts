/**
 * sitemap.xml (sitemaps.org 0.9): the public URLs of the site with their last
 * modification dates, as a sitemap index whose pages each hold at most
 * {@link MAX_SITEMAP_URLS} URLs.
 */
import { escapeXml } from "./xml.ts";

/** Most URLs one sitemap may hold (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

/** One URL of the sitemap, or one sitemap of an index. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string | null;
}

function lastmodTag(lastmod: string | null | undefined): string {
  return lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : "";
}

/** A urlset document. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${lastmodTag(entry.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemapindex document listing `sitemaps` (each a sitemap's URL and the newest change it lists). */
export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const items = sitemaps.map((sitemap) =>
    `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${lastmodTag(sitemap.lastmod)}</sitemap>`
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
