import assert from "node:assert/strict";
import { htmlToText } from "../text/html_text.ts";
import { FALLBACK_EXCERPT_LENGTH, postExcerpt } from "./excerpt.ts";

Deno.test("the post's own excerpt wins over its content", () => {
  assert.equal(postExcerpt({ excerpt: "  Resumen propio ", content: "<p>Otro texto</p>" }), "Resumen propio");
});

Deno.test("without an excerpt, the first 120 characters of the text are used, tags stripped", () => {
  const words = "Arroz con pollo a la chorrera, jugoso y lleno de sabor. ".repeat(5);
  const excerpt = postExcerpt({ excerpt: "", content: `<h2>Intro</h2><p><strong>${words}</strong></p>` });
  assert.equal(excerpt, `Intro ${words}`.slice(0, FALLBACK_EXCERPT_LENGTH).trim());
  assert.ok(excerpt.length <= 120);
  assert.ok(!excerpt.includes("<"));
});

Deno.test("character references are decoded and scripts dropped", () => {
  assert.equal(htmlToText("<p>Puré&nbsp;&amp; m&#225;s &#x26; &lt;b&gt;</p><script>x()</script>"), "Puré & más & <b>");
  assert.equal(postExcerpt({ excerpt: "", content: "" }), "");
});
