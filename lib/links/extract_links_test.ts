import assert from "node:assert/strict";
import { decodeEntities } from "../text/entities.ts";
import { extractLinks } from "./extract_links.ts";

Deno.test("extractLinks finds anchors with href and their visible text", () => {
  const html = `<p>Mira <a href="/ropa-vieja" title="t">la <strong>ropa</strong>
    vieja</a> y <a class="x" href='https://es.wikipedia.org/wiki/Cuba?a=1&amp;b=2'>Cuba</a>.</p>
    <a name="ancla">sin href</a><a href=/sin-comillas>sin comillas</a>`;
  assert.deepEqual(extractLinks(html), [
    { href: "/ropa-vieja", text: "la ropa vieja" },
    { href: "https://es.wikipedia.org/wiki/Cuba?a=1&b=2", text: "Cuba" },
    { href: "/sin-comillas", text: "sin comillas" },
  ]);
});

Deno.test("extractLinks ignores comments, keeps duplicates, and falls back to alt or title text", () => {
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

Deno.test("extractLinks survives an unclosed anchor", () => {
  assert.deepEqual(extractLinks(`<a href="/x">uno <a href="/y">dos</a>`), [
    { href: "/x", text: "uno" },
    { href: "/y", text: "dos" },
  ]);
});

Deno.test("decodeEntities decodes numeric and named references and leaves unknown ones", () => {
  assert.equal(decodeEntities("&#241;&#xF1;&ntilde;&bogus;&amp;"), "ñññ&bogus;&");
});
