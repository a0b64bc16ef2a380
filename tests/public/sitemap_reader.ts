/** Reads the sitemap as a crawler does: the index from robots.txt's `Sitemap:` line, then every page it names. */

/** One sitemap page as read: its URL, the `<loc>`s it lists and its text. */
export interface SitemapPageRead {
  url: string;
  locs: string[];
  xml: string;
}

/** The `<loc>` values of an XML document, `&amp;` decoded. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}

/** The index named by robots.txt and each page it lists; throws when an answer is not a 200 of the right document. */
export async function readSitemap(siteUrl: string): Promise<{ index: string; pages: SitemapPageRead[] }> {
  const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
  const indexUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  if (!indexUrl) throw new Error("robots.txt names no sitemap");
  const index = await fetchXml(indexUrl, "<sitemapindex");
  const pages: SitemapPageRead[] = [];
  for (const url of locsOf(index)) {
    const xml = await fetchXml(url, "<urlset");
    pages.push({ url, locs: locsOf(xml), xml });
  }
  return { index, pages };
}

/** Every URL the sitemap's pages list, in order. */
export async function sitemapLocs(siteUrl: string): Promise<string[]> {
  return (await readSitemap(siteUrl)).pages.flatMap((page) => page.locs);
}

async function fetchXml(url: string, root: string): Promise<string> {
  const response = await fetch(url);
  const xml = await response.text();
  if (response.status !== 200 || !xml.includes(root)) {
    throw new Error(`${url}: ${response.status} ${xml.slice(0, 200)}`);
  }
  return xml;
}
