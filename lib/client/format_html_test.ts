import assert from "node:assert/strict";
import { findTextInCode, formatHtml } from "./format_html.ts";

Deno.test("formatHtml: one block per line, nested blocks indented, inline markup and players kept on their line", () => {
  assert.equal(
    formatHtml(
      '<h2>A <em>b</em></h2><ol start="3"><li><p>x</p></li></ol><img src="/a.webp" alt=""><div class="video-embed">' +
        '<iframe src="https://player.vimeo.com/video/1"></iframe></div><pre><code>a  b\n c</code></pre>',
    ),
    [
      "<h2>A <em>b</em></h2>",
      '<ol start="3">',
      "  <li>",
      "    <p>x</p>",
      "  </li>",
      "</ol>",
      '<img src="/a.webp" alt="">',
      '<div class="video-embed">',
      '  <iframe src="https://player.vimeo.com/video/1"></iframe>',
      "</div>",
      "<pre><code>a  b\n c</code></pre>",
    ].join("\n"),
  );
  assert.equal(formatHtml(""), "");
});

Deno.test("findTextInCode: across tags and entities, ignoring spaces, nearest to the selection's place", () => {
  const code = "<p>uno &amp; dos</p>\n<ul>\n  <li>\n    <p>dos</p>\n  </li>\n</ul>";
  const [start, end] = findTextInCode(code, "& dos", 0)!;
  assert.equal(code.slice(start, end), "&amp; dos");
  const near = findTextInCode(code, "dos", 7)!;
  assert.equal(near[0], code.lastIndexOf("dos"), "the second 'dos' is nearer to 7 characters in");
  assert.equal(findTextInCode(code, "dos", 0)![0], code.indexOf("dos"));
  const across = findTextInCode(code, "dos\ndos", 0)!;
  assert.equal(code.slice(across[0], across[1]), "dos</p>\n<ul>\n  <li>\n    <p>dos");
  assert.equal(findTextInCode(code, "tres"), null);
  assert.equal(findTextInCode(code, "  "), null);
});
