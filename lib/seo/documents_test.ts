import assert from "node:assert/strict";
import { breadcrumbListJsonLd } from "./breadcrumbs.ts";
import { itemListJsonLd } from "./item_list.ts";
import { metaDescription, pageTitle } from "./meta.ts";
import { robotsTxt } from "./robots.ts";
import { rssXml } from "./rss.ts";
import { sitemapIndexXml, sitemapXml } from "./sitemap.ts";
import { escapeXml } from "./xml.ts";

Deno.test("page titles follow '{page} | suffix' and descriptions are cut at 160 characters", () => {
  assert.equal(pageTitle("Postres", "Comparte tus Recetas Cubanas"), "Postres | Comparte tus Recetas Cubanas");
  assert.equal(pageTitle("  ", "Comparte tus Recetas Cubanas"), "Comparte tus Recetas Cubanas");
  const page = "Cómo hacer ropa vieja cubana paso a paso, jugosa";
  assert.equal(pageTitle(page, "Comparte tus Recetas Cubanas"), page, "over 70 characters: no suffix");
  assert.equal([...pageTitle(page.slice(0, 39), "Comparte tus Recetas Cubanas")].length, 70, "70 keep it");
  const long = "palabra ".repeat(40);
  const cut = metaDescription(long);
  assert.ok([...cut].length <= 160);
  assert.ok(cut.endsWith("…"));
  assert.equal(metaDescription("  corta   y\nclara "), "corta y clara");
});

Deno.test("breadcrumb and item lists number their elements from 1", () => {
  const crumbs = breadcrumbListJsonLd([{ name: "Inicio", url: "https://x.example/" }, { name: "Flan" }]);
  assert.deepEqual(crumbs.itemListElement, [
    { "@type": "ListItem", position: 1, name: "Inicio", item: "https://x.example/" },
    { "@type": "ListItem", position: 2, name: "Flan" },
  ]);
  const list = itemListJsonLd("Postres", [{ name: "Flan", url: "https://x.example/flan" }]);
  assert.equal(list["@type"], "ItemList");
  assert.equal(list.numberOfItems, 1);
  assert.deepEqual(list.itemListElement, [{
    "@type": "ListItem",
    position: 1,
    url: "https://x.example/flan",
    name: "Flan",
  }]);
});

Deno.test("a later page of a paged item list goes on numbering and counts the whole list", () => {
  const items = [{ name: "Flan", url: "https://x.example/flan" }, {
    name: "Natilla",
    url: "https://x.example/natilla",
  }];
  const list = itemListJsonLd("Postres", items, { offset: 100, total: 102 });
  assert.equal(list.numberOfItems, 102);
  assert.deepEqual((list.itemListElement as { position: number }[]).map((item) => item.position), [101, 102]);
});

Deno.test("XML text is escaped", () => {
  assert.equal(
    escapeXml(`Arroz & "frijoles" <negros> 'ya'\u0001`),
    "Arroz &amp; &quot;frijoles&quot; &lt;negros&gt; &apos;ya&apos;",
  );
});

Deno.test("sitemap lists each URL with an ISO lastmod when known", () => {
  const xml = sitemapXml([
    { loc: "https://x.example/" },
    { loc: "https://x.example/flan?a=1&b=2", lastmod: "2026-03-01T10:00:00Z" },
    { loc: "https://x.example/bad", lastmod: "nope" },
  ]);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
  assert.ok(xml.includes("<url><loc>https://x.example/</loc></url>"));
  assert.ok(xml.includes("<loc>https://x.example/flan?a=1&amp;b=2</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>"));
  assert.ok(xml.includes("<url><loc>https://x.example/bad</loc></url>"));
  assert.equal(xml.match(/<url>/g)?.length, 3);
});

Deno.test("robots.txt keeps crawlers out of the admin and the API and names the sitemap", () => {
  const text = robotsTxt("https://x.example");
  assert.match(text, /^User-agent: \*$/m);
  assert.match(text, /^Disallow: \/admin$/m);
  assert.match(text, /^Disallow: \/api$/m);
  assert.match(text, /^Sitemap: https:\/\/x\.example\/sitemap\.xml$/m);
});

Deno.test("the RSS feed is RSS 2.0 with escaped items and RFC 822 dates", () => {
  const xml = rssXml(
    {
      title: "Recetas & más",
      link: "https://x.example/",
      feedUrl: "https://x.example/rss.xml",
      description: "d",
      language: "es-ES",
    },
    [
      {
        title: "Flan <casero>",
        link: "https://x.example/flan",
        description: "Rico & fácil",
        pubDate: "2026-03-01T10:00:00.000Z",
        categories: ["Postres"],
        image: "https://x.example/media/flan.webp",
      },
    ],
  );
  assert.match(xml, /<rss version="2\.0"/);
  assert.ok(xml.includes("<title>Recetas &amp; más</title>"));
  assert.ok(xml.includes("<title>Flan &lt;casero&gt;</title>"));
  assert.ok(xml.includes("<pubDate>Sun, 01 Mar 2026 10:00:00 GMT</pubDate>"));
  assert.ok(xml.includes("<category>Postres</category>"));
  assert.ok(xml.includes('<enclosure url="https://x.example/media/flan.webp" length="0" type="image/webp"/>'));
  assert.ok(xml.includes('<atom:link href="https://x.example/rss.xml" rel="self" type="application/rss+xml"/>'));
});

Deno.test("a sitemap index names each sitemap with its newest change", () => {
  const xml = sitemapIndexXml([
    { loc: "https://x.example/sitemap.xml?pagina=1&a=b", lastmod: "2026-03-01T10:00:00Z" },
    { loc: "https://x.example/sitemap.xml?pagina=2", lastmod: null },
  ]);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns='));
  assert.ok(xml.includes(
    "<sitemap><loc>https://x.example/sitemap.xml?pagina=1&amp;a=b</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></sitemap>",
  ));
  assert.ok(xml.includes("<sitemap><loc>https://x.example/sitemap.xml?pagina=2</loc></sitemap>"));
});
