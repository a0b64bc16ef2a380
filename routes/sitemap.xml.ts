/**
 * `/sitemap.xml`: a sitemap index of the site's public URLs (home, the fixed
 * public pages, active categories, published posts with their last change);
 * `/sitemap.xml?pagina=N` is its page N (see `lib/site/sitemap_pages.ts`).
 * A page number that is not a page is a 404, answered from the count of URLs before any list is built. Both are
 * served from the page cache.
 */
import { define } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { sitemapIndexXml, sitemapXml } from "@/lib/seo/sitemap.ts";
import { sitemapEntries, sitemapEntryCount } from "@/lib/site/feeds.ts";
import { SITEMAP_PAGE_PARAM, sitemapIndexEntries, sitemapPage, sitemapPageCount } from "@/lib/site/sitemap_pages.ts";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export const handler = define.handlers({
  async GET(c) {
    const requested = c.req.query(SITEMAP_PAGE_PARAM);
    if (requested !== undefined && !/^[1-9][0-9]{0,8}$/.test(requested)) throw new NotFoundError();
    const snapshot = await c.var.content.snapshot.get();
    const size = c.var.sitemapPageSize;
    if (requested !== undefined && Number(requested) > sitemapPageCount(sitemapEntryCount(snapshot), size)) {
      throw new NotFoundError();
    }
    const entries = sitemapEntries(snapshot, c.var.siteOrigin);
    if (requested === undefined) {
      return c.body(sitemapIndexXml(sitemapIndexEntries(entries, size, c.var.siteOrigin)), 200, XML_HEADERS);
    }
    const page = sitemapPage(entries, size, Number(requested));
    if (!page) throw new NotFoundError();
    return c.body(sitemapXml(page), 200, XML_HEADERS);
  },
});
