import assert from "node:assert/strict";
import { autoParagraphs, cleanWordPressContent } from "./content.ts";
import { replaceShortcodes } from "./shortcodes.ts";

const YOUTUBE_PLAYER = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" ' +
  'title="Vídeo" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>';
const VIMEO_PLAYER = '<iframe src="https://player.vimeo.com/video/76979871?dnt=1" width="560" height="315" ' +
  'title="Vídeo" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>';

Deno.test("shortcodes: caption, embed, escaped and unknown ones", () => {
  const cases: [string, string, string][] = [
    [
      "caption around a linked image",
      '[caption id="attachment_5" align="alignnone" width="300"]<a href="/x.jpg"><img src="/x.jpg" alt="X" /></a> Un pie[/caption]',
      '<figure><a href="/x.jpg"><img src="/x.jpg" alt="X" /></a><figcaption>Un pie</figcaption></figure>',
    ],
    [
      "old caption attribute",
      '[caption id="a" caption="Pie &amp; foto"]<img src="/y.jpg" />[/caption]',
      '<figure><img src="/y.jpg" /><figcaption>Pie &amp; foto</figcaption></figure>',
    ],
    ["YouTube embed", "[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]", YOUTUBE_PLAYER],
    ["Vimeo embed with size", '[embed width="640"]https://vimeo.com/76979871[/embed]', VIMEO_PLAYER],
    [
      "other embed",
      "[embed]https://cocina.example.org/flan?a=1&b=2[/embed]",
      '<p><a href="https://cocina.example.org/flan?a=1&amp;b=2">https://cocina.example.org/flan?a=1&amp;b=2</a></p>',
    ],
    ["self-closing unknown", 'Antes [gallery ids="1,2"] después', "Antes  después"],
    ["enclosing unknown keeps its text", '[su_box title="x"]Dentro[/su_box]', "Dentro"],
    ["escaped shortcode", "Usa [[gallery]] así", "Usa [gallery] así"],
    ["footnote-like brackets stay", "Paso [1] y [2]", "Paso [1] y [2]"],
  ];
  for (const [name, input, expected] of cases) assert.equal(replaceShortcodes(input), expected, name);
  const missing: string[] = [];
  const attachments = new Map([["7", { url: "https://viejo.example/a.jpg", caption: "Pan & mantequilla" }], [
    "8",
    { url: "https://viejo.example/b.jpg", caption: "" },
  ]]);
  assert.equal(
    replaceShortcodes('Antes [gallery ids="7, 9,8" columns="2"] después', { attachments, missing }),
    'Antes <figure><img src="https://viejo.example/a.jpg" alt="Pan &amp; mantequilla"><figcaption>Pan &amp; ' +
      'mantequilla</figcaption></figure>\n<figure><img src="https://viejo.example/b.jpg" alt=""></figure> después',
    "a gallery becomes one figure per image of the export",
  );
  assert.deepEqual(missing, ["9"], "ids not in the export are reported");
});

Deno.test("block comments go, embed blocks become players, classic text gets paragraphs", () => {
  const cases: [string, string, string][] = [
    [
      "block comments",
      '<!-- wp:paragraph {"align":"center"} -->\n<p>Hola</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:separator /-->',
      "<p>Hola</p>",
    ],
    [
      "embed block",
      '<!-- wp:embed {"url":"https://youtu.be/dQw4w9WgXcQ"} -->\n<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/dQw4w9WgXcQ\n</div></figure>\n<!-- /wp:embed -->',
      `<figure>${YOUTUBE_PLAYER}</figure>`,
    ],
    [
      "lone video URL line",
      "Mira:\n\nhttps://vimeo.com/76979871\n\nFin",
      `<p>Mira:</p>\n\n${VIMEO_PLAYER}\n\n<p>Fin</p>`,
    ],
    ["classic paragraphs", "Uno\ndos\n\nTres", "<p>Uno<br>\ndos</p>\n\n<p>Tres</p>"],
    ["block HTML untouched", "<ul>\n<li>a</li>\n</ul>\n\n<h2>T</h2>", "<ul>\n<li>a</li>\n</ul>\n\n<h2>T</h2>"],
  ];
  for (const [name, input, expected] of cases) assert.equal(cleanWordPressContent(input), expected, name);
  assert.equal(autoParagraphs(""), "");
});
