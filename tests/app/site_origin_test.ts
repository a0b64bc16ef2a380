/**
 * Absolute URLs come from SITE_URL, never from the request's Host, and the
 * page cache cannot be filled or split by made-up query strings: one
 * request with a foreign Host changes nothing other visitors get.
 */
import assert from "node:assert/strict";
import { startSite } from "../support/site.ts";
import { rawGet } from "../support/raw_http.ts";
import { createTestContent } from "../public/content.ts";
import { metaOf } from "../public/html.ts";

const EVIL = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

Deno.test("a foreign Host header neither shows in pages and feeds nor poisons the page cache", async (t) => {
  const site = await startSite();
  try {
    await createTestContent(site.kv);
    for (const path of ["/", "/prueba-tasajo", "/categoria/prueba-guisos", "/categorias", "/no-existe"]) {
      await t.step(path, async () => {
        const poisoned = await rawGet(site.url, path, EVIL);
        assert.ok(poisoned.status === 200 || poisoned.status === 404, `${path}: ${poisoned.status}`);
        assert.ok(!poisoned.body.includes("evil.example"), `${path} wrote the request's Host`);
        assert.equal(poisoned.headers.get("x-cache"), "MISS", "the foreign request rendered and stored the page");
        const canonical = poisoned.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        // The 404 page names no address of its own.
        assert.equal(canonical, poisoned.status === 404 ? undefined : new URL(path, site.url).href);
        assert.ok(metaOf(poisoned.body, "og:image")?.startsWith(`${site.url}/`), "og:image from SITE_URL");

        const visitor = await fetch(`${site.url}${path}`);
        const html = await visitor.text();
        assert.equal(visitor.headers.get("x-cache"), "HIT");
        assert.equal(html, poisoned.body, "other visitors get the same page");
      });
    }
    await t.step("robots.txt, sitemap.xml and rss.xml", async () => {
      for (const path of ["/robots.txt", "/sitemap.xml", "/rss.xml"]) {
        const answer = await rawGet(site.url, path, EVIL);
        assert.equal(answer.status, 200, path);
        assert.ok(!answer.body.includes("evil.example"), path);
        assert.ok(answer.body.includes(`${site.url}/`), `${path} names SITE_URL`);
      }
    });
  } finally {
    await site.close();
  }
});

Deno.test("600 made-up query strings and 404 paths neither evict a cached page nor get stored", async () => {
  const site = await startSite();
  try {
    await createTestContent(site.kv);
    const get = async (path: string) => {
      const res = await fetch(`${site.url}${path}`);
      await res.body?.cancel();
      return res;
    };
    await get("/prueba-tasajo");
    assert.equal((await get("/prueba-tasajo")).headers.get("x-cache"), "HIT");
    for (let i = 0; i < 600; i++) {
      const path = i % 3 === 0
        ? `/?${crypto.randomUUID()}=${i}`
        : i % 3 === 1
        ? `/prueba-tasajo?utm_source=${crypto.randomUUID()}`
        : `/no-existe-${crypto.randomUUID()}`;
      await get(path);
    }
    const variant = await get(`/prueba-tasajo?fbclid=${crypto.randomUUID()}`);
    assert.equal(variant.headers.get("x-cache"), "HIT", "unknown parameters are served the page itself");
    assert.equal((await get("/prueba-tasajo")).headers.get("x-cache"), "HIT", "the page was not evicted");
  } finally {
    await site.close();
  }
});
