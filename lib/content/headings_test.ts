import assert from "node:assert/strict";
import { addHeadingIds } from "@/lib/content/headings.ts";

const extractHeadings = (html: string) => addHeadingIds(html).headings;

Deno.test("extractHeadings lists h2 and h3 in order with slugs", () => {
  const html = "<h1>Título</h1><h2>Ingredientes</h2><p>x</p><h3>Para el Mojo</h3><h4>Nota</h4>" +
    '<h2 class="big">Preparación paso a paso</h2>';
  assert.deepEqual(extractHeadings(html), [
    { level: 2, text: "Ingredientes", slug: "ingredientes" },
    { level: 3, text: "Para el Mojo", slug: "para-el-mojo" },
    { level: 2, text: "Preparación paso a paso", slug: "preparacion-paso-a-paso" },
  ]);
});

Deno.test("text is taken without tags, with entities decoded and spaces collapsed", () => {
  const [heading] = extractHeadings(
    "<h2>  <strong>Arroz</strong> &amp;\n  Frijoles&nbsp;Negros &#191;s&#xED;?</h2>",
  );
  assert.equal(heading.text, "Arroz & Frijoles Negros ¿sí?");
  assert.equal(heading.slug, "arroz-frijoles-negros-si");
});

Deno.test("repeated headings get -2, -3 and never collide with a natural -2", () => {
  const html = "<h2>Consejos</h2><h3>Consejos</h3><h2>Consejos 2</h2><h2>Consejos</h2>";
  assert.deepEqual(extractHeadings(html).map((h) => h.slug), [
    "consejos",
    "consejos-2",
    "consejos-2-2",
    "consejos-3",
  ]);
});

Deno.test("addHeadingIds writes ids, replacing old ones and keeping other attributes", () => {
  const { html, headings } = addHeadingIds(
    '<h2 id="old" style="text-align:center">Cómo servir</h2><p>texto</p><H3 ID=viejo>Variación</H3>',
  );
  assert.equal(
    html,
    '<h2 id="como-servir" style="text-align:center">Cómo servir</h2><p>texto</p><h3 id="variacion">Variación</h3>',
  );
  assert.equal(headings.length, 2);
});

Deno.test("headings without letters get a fallback id; empty headings are skipped", () => {
  const { html, headings } = addHeadingIds("<h2>¡¿?!</h2><h2>   </h2><h3>¡¿?!</h3>");
  assert.deepEqual(headings.map((h) => h.slug), ["seccion", "seccion-2"]);
  assert.equal(html, '<h2 id="seccion">¡¿?!</h2><h2>   </h2><h3 id="seccion-2">¡¿?!</h3>');
});

Deno.test("running addHeadingIds twice gives the same result", () => {
  const once = addHeadingIds("<h2>Uno</h2><h2>Uno</h2><h3>Dos</h3>");
  const twice = addHeadingIds(once.html);
  assert.equal(twice.html, once.html);
  assert.deepEqual(twice.headings, once.headings);
});
