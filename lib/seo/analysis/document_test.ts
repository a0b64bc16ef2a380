import assert from "node:assert/strict";
import { isInternalLink, isOutboundLink, readDocument } from "./document.ts";

Deno.test("readDocument finds paragraphs, subheadings, alts and links", () => {
  const doc = readDocument(
    `<h2>Los ingredientes</h2><p>El <strong>arroz</strong> &amp; el pollo.</p><ul><li>Ajo</li></ul>` +
      `<img src="/a.webp" alt="Arroz con pollo"><img src="/b.webp"><p><a href="/recetas">Más</a> y ` +
      `<a href='https://example.org/x'>fuera</a></p><!-- <p>oculto</p> -->`,
  );
  assert.deepEqual(doc.subheadings, ["Los ingredientes"]);
  assert.deepEqual(doc.paragraphs, ["El arroz & el pollo.", "Ajo", "Más y fuera"]);
  assert.deepEqual(doc.imageAlts, ["Arroz con pollo", ""]);
  assert.deepEqual(doc.links, ["/recetas", "https://example.org/x"]);
  assert.equal(doc.text, "Los ingredientes\nEl arroz & el pollo.\nAjo\nMás y fuera");
});

Deno.test("readDocument: plain text lines are paragraphs", () => {
  assert.deepEqual(readDocument("Una línea.\nOtra línea.").paragraphs, ["Una línea.", "Otra línea."]);
});

Deno.test("internal and outbound links", () => {
  assert.ok(isInternalLink("/categoria/postres"));
  assert.ok(isInternalLink("otra-receta"));
  assert.ok(!isInternalLink("https://example.org"));
  assert.ok(!isInternalLink("//example.org"));
  assert.ok(!isInternalLink("mailto:a@b.c"));
  assert.ok(isOutboundLink("https://example.org"));
  assert.ok(!isOutboundLink("/recetas"));
});
