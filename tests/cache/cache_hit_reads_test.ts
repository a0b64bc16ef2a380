/**
 * A page-cache hit reads nothing from the store while the content version is fresh: not for a plain path, and not
 * for a URL with a query string (a search, a sitemap page, a tracking tag), whose redirect check is answered from the
 * query-string sources kept per content version.
 */
import assert from "node:assert/strict";
import { createServerApp } from "@/lib/app.ts";
import { countingKv } from "../support/counting_kv.ts";
import { serve } from "../support/server.ts";
import { startSite } from "../support/site.ts";

Deno.test("cache hits do no KV read, with or without a query string", async () => {
  const site = await startSite();
  const counting = countingKv(site.kv);
  // A second app on the same store, its version clock fresh for the whole test.
  const { app, content } = await createServerApp({
    kv: counting.kv,
    media: site.media,
    siteUrl: site.url,
    pageCache: { versionCheckMs: 3_600_000 },
  });
  const server = serve(app.fetch);
  try {
    for (const path of ["/", "/search?q=arroz", "/?utm_source=boletin", "/sitemap.xml"]) {
      const first = await fetch(server.url + path);
      await first.body?.cancel();
      assert.equal(first.status, 200, path);
      // The first search saves its index in the background (reading the saved one's chunks): not a hit's read.
      while (content.search.saving) await content.search.saving;
      counting.reset();
      const hit = await fetch(server.url + path);
      await hit.body?.cancel();
      assert.equal(hit.headers.get("x-cache"), "HIT", path);
      assert.deepEqual(counting.calls, [], `a hit of ${path} read the store`);
    }
  } finally {
    await server.close();
    await site.close();
  }
});
