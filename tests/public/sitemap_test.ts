/**
 * The sitemap as an index of pages (sitemaps.org), over real HTTP: with a
 * small page size the index names every page, each page holds at most that
 * many URLs and together they list every public URL exactly once. The index,
 * its pages and the RSS feed are served from the page cache, and a publish or
 * an unpublish through the API shows in them at once.
 */
import assert from "node:assert/strict";
import { sitemapEntries } from "@/lib/site/feeds.ts";
import { readSnapshot } from "../support/snapshot.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";
import { locsOf, readSitemap } from "./sitemap_reader.ts";

const PAGE_SIZE = 3;

async function get(site: TestSite, path: string): Promise<{ status: number; cache: string | null; body: string }> {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

Deno.test("the sitemap is an index of pages of at most the page size that list every URL exactly once", async () => {
  const site = await startSite({ sitemapPageSize: PAGE_SIZE });
  try {
    await createTestContent(site.kv);
    const expected = sitemapEntries(await readSnapshot(site.kv), site.url).map((entry) => entry.loc);
    assert.ok(expected.length > 2 * PAGE_SIZE, `enough URLs for three pages or more: ${expected.length}`);

    const { index, pages } = await readSitemap(site.url);
    assert.match(index, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org/);
    const pageCount = Math.ceil(expected.length / PAGE_SIZE);
    assert.deepEqual(
      pages.map((page) => page.url),
      Array.from({ length: pageCount }, (_, i) => `${site.url}/sitemap.xml?pagina=${i + 1}`),
      "the index names every page, in order",
    );
    const indexLastmods = [...index.matchAll(/<sitemap><loc>[^<]+<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)]
      .map((m) => m[1] ?? null);
    assert.deepEqual(
      indexLastmods,
      pages.map((page) =>
        [...page.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]).sort().at(-1) ?? null
      ),
      "each page's lastmod in the index is the newest change it lists",
    );
    assert.ok(indexLastmods.some((lastmod) => lastmod !== null));
    for (const page of pages) {
      assert.ok(page.locs.length >= 1 && page.locs.length <= PAGE_SIZE, `${page.url}: ${page.locs.length} URLs`);
    }
    const listed = pages.flatMap((page) => page.locs);
    assert.equal(new Set(listed).size, listed.length, "no URL is listed twice");
    assert.deepEqual([...listed].sort(), [...expected].sort(), "the pages together list every URL");
    for (const path of ["/", "/categorias", "/prueba-tasajo", "/categoria/prueba-guisos"]) {
      assert.ok(listed.includes(`${site.url}${path}`), path);
    }
    assert.ok(!listed.some((loc) => loc.includes("prueba-borrador")), "drafts are left out");

    for (const pagina of [String(pageCount + 1), "0", "01", "-1", "1.0", "abc", "", "9".repeat(20)]) {
      const missing = await get(site, `/sitemap.xml?pagina=${pagina}`);
      assert.equal(missing.status, 404, `pagina=${pagina}`);
    }
  } finally {
    await site.close();
  }
});

Deno.test("the sitemap, its pages and the feed come from the page cache until a publish or unpublish", async () => {
  const site = await startSite({ sitemapPageSize: PAGE_SIZE });
  try {
    await createTestContent(site.kv);
    const token = await apiLogin(site);
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      assert.ok(response.ok, `${method} ${path}: ${response.status}`);
      return await response.json();
    };
    const documents = async () => {
      const index = await get(site, "/sitemap.xml");
      const pages = await Promise.all(
        locsOf(index.body).map((url) => get(site, new URL(url).pathname + new URL(url).search)),
      );
      const rss = await get(site, "/rss.xml");
      return { index, pages, rss, listed: pages.flatMap((page) => locsOf(page.body)) };
    };

    const first = await documents();
    assert.equal(first.index.cache, "MISS");
    assert.deepEqual(first.pages.map((page) => page.cache), first.pages.map(() => "MISS"));
    assert.equal(first.rss.cache, "MISS");
    const second = await documents();
    assert.equal(second.index.cache, "HIT", "the index is a cache hit the second time");
    assert.deepEqual(second.pages.map((page) => page.cache), second.pages.map(() => "HIT"), "so is every page");
    assert.equal(second.rss.cache, "HIT", "and the feed");
    assert.equal(second.index.body, first.index.body);

    const postUrl = `${site.url}/fricase-de-pollo-nuevo`;
    const { post, versionstamp } = await send("POST", "/api/posts", {
      title: "Fricasé de Pollo Nuevo",
      slug: "fricase-de-pollo-nuevo",
      status: "published",
    });
    const published = await documents();
    assert.equal(published.index.cache, "MISS", "a publish drops the cached index");
    assert.ok(published.listed.includes(postUrl), "the new post is in the sitemap");
    assert.ok(published.rss.body.includes(`<link>${postUrl}</link>`), "and in the feed");
    assert.equal(published.pages.length, second.pages.length + (second.listed.length % PAGE_SIZE === 0 ? 1 : 0));

    await send("PUT", `/api/posts/${post.id}`, { status: "draft", versionstamp });
    const unpublished = await documents();
    assert.ok(!unpublished.listed.includes(postUrl), "the unpublished post left the sitemap");
    assert.ok(!unpublished.rss.body.includes(postUrl), "and the feed");
    assert.deepEqual(unpublished.listed, second.listed);
    const again = await documents();
    assert.equal(again.index.cache, "HIT");
    assert.equal(again.rss.cache, "HIT");
  } finally {
    await site.close();
  }
});
