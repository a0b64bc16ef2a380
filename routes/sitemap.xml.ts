/** `/sitemap.xml`: home, the fixed public pages, active categories and published posts with their last change. */
import type { AppContext } from "@/lib/app_env.ts";
import { sitemapXml } from "@/lib/seo/sitemap.ts";
import { sitemapEntries } from "@/lib/site/feeds.ts";

export const handler = {
  async GET(c: AppContext) {
    const entries = await sitemapEntries(c.var.kv, c.var.siteOrigin);
    return c.body(sitemapXml(entries), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  },
};
