import assert from "node:assert/strict";
import { decodeEntities, htmlToText } from "./html_text.ts";

Deno.test("decodeEntities decodes numeric and named references and leaves unknown ones", () => {
  assert.equal(decodeEntities("&#241;&#xF1;&ntilde;&bogus;&amp;"), "ñññ&bogus;&");
  assert.equal(decodeEntities("&constructor;&toString;&AMP;"), "&constructor;&toString;&");
});

Deno.test("htmlToText removes inline tags in place and reads other tags as a space", () => {
  assert.equal(
    htmlToText('<p>Pur<em>é</em><br>de <a href="/x">malanga</a></p><p>fin<!-- nota --></p>'),
    "Puré de malanga fin",
  );
  assert.equal(htmlToText("<b>a</b>  b"), "a b");
});
