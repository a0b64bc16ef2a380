/** sitemap.xml: the public URLs of the site with their last modification dates. */
import { escapeXml } from "./xml.ts";

/** One URL of the sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string | null;
}

/** A urlset document (sitemaps.org 0.9). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod))
      ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`
      : "";
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
