import assert from "node:assert/strict";
import { readPostHtml } from "./post_html.ts";

const extractLinks = (html: string) => readPostHtml(html).links;

Deno.test("links: finds anchors with href and their visible text", () => {
  const html = `<p>Mira <a href="/ropa-vieja" title="t">la <strong>ropa</strong>
    vieja</a> y <a class="x" href='https://es.wikipedia.org/wiki/Cuba?a=1&amp;b=2'>Cuba</a>.</p>
    <a name="ancla">sin href</a><a href=/sin-comillas>sin comillas</a>`;
  assert.deepEqual(extractLinks(html), [
    { href: "/ropa-vieja", text: "la ropa vieja" },
    { href: "https://es.wikipedia.org/wiki/Cuba?a=1&b=2", text: "Cuba" },
    { href: "/sin-comillas", text: "sin comillas" },
  ]);
});

Deno.test("links: ignores comments, keeps duplicates, and falls back to alt or title text", () => {
  const html = `<!-- <a href="/oculto">x</a> -->
    <a href="/a"><img src="/media/x.webp" alt="Foto &amp; plato"></a>
    <a href="/a" title="Título">  </a>
    <a href="/b" data-x="a > b">B&eacute;</a>`;
  assert.deepEqual(extractLinks(html), [
    { href: "/a", text: "Foto & plato" },
    { href: "/a", text: "Título" },
    { href: "/b", text: "Bé" },
  ]);
});

Deno.test("links: survives an unclosed anchor", () => {
  assert.deepEqual(extractLinks(`<a href="/x">uno <a href="/y">dos</a>`), [
    { href: "/x", text: "uno" },
    { href: "/y", text: "dos" },
  ]);
});

Deno.test("one reading gives paragraphs, headings with their source, image alts and every URL", () => {
  const html = `<h2 class="x">Sopa &amp; pan</h2><p>Uno<br>dos</p><script>"<p>no</p>"</script>` +
    `<img src="/media/a.webp" srcset="/media/a-480.webp 480w, /media/a-800.webp 800w" alt="Sopa">` +
    `<video poster="/media/p.webp"></video><h3>Sin cierre`;
  const read = readPostHtml(html);
  assert.deepEqual(read.paragraphs, ["Uno dos"]);
  assert.deepEqual(read.blocks, ["Sopa & pan", "Uno", "dos", "Sin cierre"]);
  assert.deepEqual(read.imageAlts, ["Sopa"]);
  assert.deepEqual(read.urls, ["/media/a.webp", "/media/a-480.webp", "/media/a-800.webp", "/media/p.webp"]);
  const [h2, h3] = read.headings;
  assert.deepEqual([h2.level, h2.text, h3.level, h3.text, h3.source], [2, "Sopa & pan", 3, "Sin cierre", undefined]);
  const { start, innerStart, innerEnd, end } = h2.source!;
  assert.equal(html.slice(start, end), '<h2 class="x">Sopa &amp; pan</h2>');
  assert.equal(html.slice(innerStart, innerEnd), "Sopa &amp; pan");
});
