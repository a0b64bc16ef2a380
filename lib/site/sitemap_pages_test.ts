import assert from "node:assert/strict";
import { MAX_SITEMAP_URLS } from "../seo/sitemap.ts";
import {
  checkSitemapPageSize,
  DEFAULT_SITEMAP_PAGE_SIZE,
  sitemapIndexEntries,
  sitemapPage,
  sitemapPageCount,
} from "./sitemap_pages.ts";

const entries = Array.from({ length: 7 }, (_, i) => ({
  loc: `https://x.example/p${i}`,
  lastmod: i === 6 ? null : `2026-03-0${i + 1}T10:00:00Z`,
}));

Deno.test("sitemap pages split the entries in order, the index names each with its newest change", () => {
  assert.deepEqual([1, 2, 3].map((page) => sitemapPage(entries, 3, page)!.map((e) => e.loc)), [
    ["https://x.example/p0", "https://x.example/p1", "https://x.example/p2"],
    ["https://x.example/p3", "https://x.example/p4", "https://x.example/p5"],
    ["https://x.example/p6"],
  ]);
  assert.equal(sitemapPage(entries, 3, 4), null);
  assert.equal(sitemapPage(entries, 3, 0), null);
  assert.deepEqual(sitemapIndexEntries(entries, 3, "https://x.example"), [
    { loc: "https://x.example/sitemap.xml?pagina=1", lastmod: "2026-03-03T10:00:00Z" },
    { loc: "https://x.example/sitemap.xml?pagina=2", lastmod: "2026-03-06T10:00:00Z" },
    { loc: "https://x.example/sitemap.xml?pagina=3", lastmod: null },
  ]);
  assert.equal(sitemapPageCount(0, 3), 1, "an empty site still has one (empty) page");
  assert.deepEqual(sitemapPage([], 3, 1), []);
});

Deno.test("a sitemap page holds 1 to 50,000 URLs", () => {
  assert.equal(checkSitemapPageSize(), DEFAULT_SITEMAP_PAGE_SIZE);
  assert.ok(DEFAULT_SITEMAP_PAGE_SIZE <= MAX_SITEMAP_URLS);
  assert.equal(checkSitemapPageSize(MAX_SITEMAP_URLS), MAX_SITEMAP_URLS);
  for (const size of [0, -1, 1.5, MAX_SITEMAP_URLS + 1, NaN]) {
    assert.throws(() => checkSitemapPageSize(size), String(size));
  }
});
