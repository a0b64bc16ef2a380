/**
 * What a flood of uncacheable URLs costs: the 404 page is rendered once and copied for every missing path (bounded,
 * whatever the paths), 404 answers cannot push cached searches out, and out-of-range page numbers are answered from
 * the counts without listing anything from the store.
 */
import assert from "node:assert/strict";
import { createServerApp, type ServerApp } from "@/lib/app.ts";
import { NOT_FOUND_TTL_MS } from "@/lib/cache/not_found_cache.ts";
import { demoPosts } from "@/lib/seed/content/index.ts";
import { categoryPagePosts } from "@/lib/site/category_posts.ts";
import { sitemapEntries, sitemapEntryCount } from "@/lib/site/feeds.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { tagSlug } from "@/lib/shared/tags.ts";
import { countingKv } from "../support/counting_kv.ts";
import { startSite, type TestSite } from "../support/site.ts";

async function answer(
  server: ServerApp,
  path: string,
): Promise<{ status: number; cache: string | null; body: string }> {
  const response = await server.app.request(path);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

async function onSeededSite(body: (site: TestSite) => Promise<void>): Promise<void> {
  const site = await startSite({ seed: true });
  try {
    await body(site);
  } finally {
    await site.close();
  }
}

Deno.test("the 404 page is rendered once for every missing path, until it expires or the content changes", async () => {
  await onSeededSite(async (site) => {
    let now = 0;
    const server = await createServerApp({
      kv: site.kv,
      media: site.media,
      siteUrl: site.url,
      pageCache: { versionCheckMs: 0, now: () => now },
    });
    const first = await answer(server, "/no-existe-uno");
    assert.equal(first.status, 404);
    assert.match(first.body, /Página No Encontrada/);
    const paths = Array.from({ length: 50 }, (_, i) => `/${i % 2 ? "a/b/" : ""}falta-${i}-${crypto.randomUUID()}`);
    for (const path of paths) {
      const missing = await answer(server, path);
      assert.equal(missing.status, 404, path);
      assert.equal(missing.body, first.body, "the same page for every missing path");
    }
    assert.deepEqual(server.notFound.stats, { renders: 1, copies: 50 });
    assert.equal(server.notFound.size, 1, "one copy, however many paths");

    now += NOT_FOUND_TTL_MS;
    assert.equal((await answer(server, "/otra-mas")).status, 404);
    assert.equal(server.notFound.stats.renders, 2, "an expired copy is rendered again");

    const author = { id: "author-1", name: "Autora" };
    await savePostFromInput(site.kv, { title: "Nueva receta", slug: "nueva-receta", status: "published" }, author);
    assert.equal((await answer(server, "/ya-no-esta")).status, 404);
    assert.equal(server.notFound.stats.renders, 3, "a new content version renders the page again");
    assert.equal((await answer(server, "/nueva-receta")).status, 200);
    while (server.content.search.saving) await server.content.search.saving;
  });
});

Deno.test("404 answers cannot push cached searches out of the page cache", async () => {
  await onSeededSite(async (site) => {
    // 2 MiB: 256 KiB for query-string variants, 64 KiB for 404s (each 404 page holds about 10 KiB).
    const server = await createServerApp({
      kv: site.kv,
      media: site.media,
      siteUrl: site.url,
      pageCache: { versionCheckMs: 3_600_000, maxBytes: 2 * 1024 * 1024 },
    });
    assert.equal((await answer(server, "/search?q=arroz")).cache, "MISS");
    for (let i = 0; i < 100; i++) assert.equal((await answer(server, `/falta-${i}`)).status, 404);
    assert.equal((await answer(server, "/search?q=arroz")).cache, "HIT", "the search is still cached");
    assert.equal((await answer(server, "/falta-99")).cache, "HIT", "a recent 404 path is a hit");
    assert.ok(server.pageCache.bytes < 2 * 1024 * 1024);
    while (server.content.search.saving) await server.content.search.saving;
  });
});

Deno.test("out-of-range page numbers answer 404 from the counts, listing nothing from the store", async () => {
  await onSeededSite(async (site) => {
    const counting = countingKv(site.kv);
    const server = await createServerApp({
      kv: counting.kv,
      media: site.media,
      siteUrl: site.url,
      pageCache: { versionCheckMs: 3_600_000 },
    });
    const tag = tagSlug(demoPosts.find((post) => post.tags.length)!.tags[0]);
    // In range: each lists or reads what it shows (the first requests also build what the version keeps).
    for (const path of ["/", "/categoria/carnes", `/tag/${tag}`, "/search?q=arroz", "/sitemap.xml?pagina=1"]) {
      assert.equal((await answer(server, path)).status, 200, path);
    }
    // The first search saves its index in the background (reading the saved one's chunks): not a page's read.
    while (server.content.search.saving) await server.content.search.saving;
    // The counts answered from agree with the lists they stand for.
    const snapshot = await server.content.snapshot.get();
    assert.equal(sitemapEntryCount(snapshot), sitemapEntries(snapshot, site.url).length);
    for (const category of snapshot.categories) {
      const listed = categoryPagePosts(snapshot, category, snapshot.categories, 1, 100).total;
      assert.equal(category.post_count, listed, category.slug);
    }
    const outOfRange = [
      "/?pagina=2",
      "/?pagina=999999",
      "/categoria/carnes?pagina=2",
      "/categoria/carnes?pagina=999999",
      `/tag/${tag}?pagina=999999`,
      "/search?q=arroz&page=999",
      "/search?page=2",
      "/sitemap.xml?pagina=2",
      "/sitemap.xml?pagina=999999999",
    ];
    for (const path of outOfRange) {
      counting.reset();
      const missing = await answer(server, path);
      assert.equal(missing.status, 404, path);
      assert.match(missing.body, /Página No Encontrada|404/, path);
      assert.ok(!counting.calls.includes("list"), `${path} listed from the store: ${counting.calls}`);
      assert.ok(counting.reads <= 1, `${path} made ${counting.reads} reads: ${counting.calls}`);
    }
    const home = await server.app.request("/?pagina=1", { redirect: "manual" });
    assert.equal(home.status, 301);
    assert.equal(home.headers.get("location"), "/");
    while (server.content.search.saving) await server.content.search.saving;
  });
});
