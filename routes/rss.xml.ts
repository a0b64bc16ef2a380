/** `/rss.xml`: RSS 2.0 feed of the 20 latest published posts. */
import { define } from "@/lib/define.ts";
import { rssXml } from "@/lib/seo/rss.ts";
import { rssFeed } from "@/lib/site/feeds.ts";

export const handler = define.handlers({
  async GET(c) {
    const { channel, items } = await rssFeed(c.var.kv, await c.var.content.snapshot.get(), c.var.siteOrigin);
    return c.body(rssXml(channel, items), 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  },
});
