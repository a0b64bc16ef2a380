/** `/robots.txt`: the public site is open to crawlers; the admin and the API are not; points at the sitemap index. */
import { define } from "@/lib/define.ts";
import { robotsTxt } from "@/lib/seo/robots.ts";

export const handler = define.handlers({
  GET(c) {
    return c.body(robotsTxt(c.var.siteOrigin), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  },
});
