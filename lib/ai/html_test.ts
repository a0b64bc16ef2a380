import assert from "node:assert/strict";
import { cleanGeneratedHtml, clip, imageTag } from "./html.ts";

Deno.test("cleanGeneratedHtml: placeholders in one form the sanitiser keeps, scripts and fences gone", async () => {
  const html = await cleanGeneratedHtml(
    '```html\n<p>Hola</p><!--IMAGE_PLACEHOLDER:una "foto" -- bonita--><script>x()</script><!-- image placeholder -->\n```',
  );
  assert.equal(html, "<p>Hola</p><!-- IMAGE_PLACEHOLDER: una foto - bonita --><!-- IMAGE_PLACEHOLDER -->");
});

Deno.test("clip cuts at a word boundary; imageTag escapes attributes", () => {
  assert.equal(clip("Arroz con pollo cubano de la abuela", 20), "Arroz con pollo");
  assert.equal(clip("  corto  ", 20), "corto");
  assert.equal(
    imageTag({ url: "/media/a.webp", alt: 'Flan "casero" <3', title: "Flan & más" }),
    '<img src="/media/a.webp" alt="Flan &quot;casero&quot; &lt;3" title="Flan &amp; más" class="max-w-full h-auto rounded-lg">',
  );
});
