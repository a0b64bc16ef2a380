/**
 * `GET /metrics`: this process's metrics in the Prometheus text format (`lib/services/site_metrics.ts`), only for
 * `Authorization: Bearer $METRICS_TOKEN`. Without `METRICS_TOKEN` the path answers as an unknown one (404); a missing
 * or wrong token gets 401 with `WWW-Authenticate: Bearer`. Never cached by anyone (`no-store`).
 */
import { define } from "@/lib/define.ts";
import { requestConfig } from "@/lib/config.ts";
import { bearerMatches } from "@/lib/http/bearer_token.ts";
import { EXPOSITION_CONTENT_TYPE } from "@/lib/process/metrics.ts";
import { siteMetricsText } from "@/lib/services/site_metrics.ts";

export const handler = define.handlers({
  async GET(c) {
    const token = requestConfig(c).metrics.token;
    if (token === null) return c.notFound();
    if (!bearerMatches(c.req.header("Authorization"), token)) {
      return c.text("Unauthorized\n", 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      });
    }
    const cache = c.var.pageCache;
    const text = await siteMetricsText(c.var.kv, {
      hits: cache.stats.hits,
      misses: cache.stats.misses,
      pages: cache.size,
      bytes: cache.bytes,
    });
    return c.body(text, 200, { "Content-Type": EXPOSITION_CONTENT_TYPE, "Cache-Control": "no-store" });
  },
});
