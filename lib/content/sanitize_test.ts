import assert from "node:assert/strict";
import { sanitizePostHtml } from "@/lib/content/sanitize.ts";

Deno.test("keeps the editor's ordinary markup", async () => {
  const html =
    '<h2 style="text-align: center">Ingredientes</h2><p>Un <strong>buen</strong> <em>sofrito</em> <u>siempre</u> <s>nunca</s>.</p>' +
    '<ul><li>Ajo</li></ul><ol start="3"><li>Paso</li></ol><blockquote>Cita</blockquote><pre><code class="language-js">x</code></pre>' +
    '<hr /><table><thead><tr><th>A</th></tr></thead><tbody><tr><td style="text-align:right">1</td></tr></tbody></table>';
  const out = await sanitizePostHtml(html);
  assert.match(out, /<h2 style="text-align:center">Ingredientes<\/h2>/);
  assert.match(out, /<strong>buen<\/strong> <em>sofrito<\/em> <u>siempre<\/u> <s>nunca<\/s>/);
  assert.match(out, /<ol start="3">/);
  assert.match(out, /<code class="language-js">x<\/code>/);
  assert.match(out, /<td style="text-align:right">1<\/td>/);
  assert.match(out, /<table><thead><tr><th>A<\/th><\/tr><\/thead>/);
});

Deno.test("removes script, style and iframe content from untrusted hosts", async () => {
  const out = await sanitizePostHtml(
    '<p>ok</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.com/embed/x"></iframe>' +
      '<iframe src="https://www.youtube.com/watch?v=abc"></iframe><iframe src="//www.youtube.com/embed/abc"></iframe>',
  );
  assert.equal(out, "<p>ok</p>");
});

Deno.test("removes event handlers and javascript:/data: URLs", async () => {
  const out = await sanitizePostHtml(
    '<img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">a</a>' +
      '<a href="JaVaScRiPt&#58;alert(1)">b</a><a href="java\tscript:alert(1)">c</a>' +
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<video src="javascript:alert(1)" poster="javascript:alert(2)" controls></video>',
  );
  assert.doesNotMatch(out, /onerror|onclick|javascript|data:/i);
  assert.match(out, /<img src="x.png" \/>/);
  assert.match(out, /<a>a<\/a><a>b<\/a><a>c<\/a><a>d<\/a>/);
});

Deno.test("styles: only width on images and text-align elsewhere", async () => {
  const out = await sanitizePostHtml(
    '<div style="width: expression(alert(1)); text-align: center; background:url(javascript:alert(1))">x</div>' +
      '<img src="/a.webp" style="width: 50%; position: fixed; background-image: url(evil)">' +
      '<img src="/b.webp" style="width: expression(alert(1))">' +
      '<span style="text-align: left; color: red" class="note">y</span>',
  );
  assert.match(out, /<div style="text-align:center">x<\/div>/);
  assert.match(out, /<img src="\/a.webp" style="width:50%" \/>/);
  assert.match(out, /<img src="\/b.webp" \/>/);
  assert.match(out, /<span style="text-align:left" class="note">y<\/span>/);
  assert.doesNotMatch(out, /expression|position|color|url\(/);
});

Deno.test("allowed link schemes, relative URLs and anchors survive", async () => {
  for (
    const href of [
      "https://example.com/a?b=1",
      "http://example.com",
      "ftp://files.example.com/x",
      "ftps://files.example.com/x",
      "mailto:hola@example.com",
      "tel:+5355555555",
      "callto:someone",
      "sms:+5355555555",
      "cid:part1",
      "xmpp:user@example.com",
      "/categoria/postres",
      "#ingredientes",
    ]
  ) {
    assert.equal(await sanitizePostHtml(`<a href="${href}">x</a>`), `<a href="${href}">x</a>`, href);
  }
  assert.equal(await sanitizePostHtml('<a href="vbscript:msgbox(1)">x</a>'), "<a>x</a>");
});

Deno.test("new-tab links get noopener noreferrer and keep nofollow", async () => {
  assert.equal(
    await sanitizePostHtml('<a href="https://e.com" target="_blank" rel="nofollow">x</a>'),
    '<a href="https://e.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
  );
  assert.equal(
    await sanitizePostHtml('<a href="https://e.com" target="_blank">x</a>'),
    '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
  assert.equal(
    await sanitizePostHtml('<a href="/a" target="_top" rel="opener evil">x</a>'),
    '<a href="/a">x</a>',
  );
});

Deno.test("video embeds from YouTube, Vimeo and Dailymotion and direct videos are kept", async () => {
  const yt =
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe>';
  assert.match(await sanitizePostHtml(yt), /<iframe src="https:\/\/www.youtube.com\/embed\/dQw4w9WgXcQ"/);
  assert.match(await sanitizePostHtml(yt), /allowfullscreen/);
  assert.match(
    await sanitizePostHtml('<iframe src="https://player.vimeo.com/video/76979871"></iframe>'),
    /player.vimeo.com\/video\/76979871/,
  );
  assert.match(
    await sanitizePostHtml('<iframe src="https://www.dailymotion.com/embed/video/x7tgad0"></iframe>'),
    /dailymotion.com\/embed\/video\/x7tgad0/,
  );
  assert.equal(await sanitizePostHtml('<iframe src="https://www.youtube.com.evil.com/embed/x"></iframe>'), "");
  assert.equal(await sanitizePostHtml('<iframe src="http://www.youtube.com/embed/x"></iframe>'), "");
  const video = await sanitizePostHtml(
    '<video src="/media/v.mp4" controls poster="/media/p.webp" autoplay onplay="x()"><source src="/media/v.webm" type="video/webm"></video>',
  );
  assert.equal(
    video,
    '<video src="/media/v.mp4" controls poster="/media/p.webp"><source src="/media/v.webm" type="video/webm" /></video>',
  );
});

Deno.test("image placeholders survive; other comments and tricks do not", async () => {
  const html = "<p>a</p><!-- IMAGE_PLACEHOLDER: plato de ropa vieja, vista cenital --><!-- secret --><p>b</p>";
  assert.equal(
    await sanitizePostHtml(html),
    "<p>a</p><!-- IMAGE_PLACEHOLDER: plato de ropa vieja, vista cenital --><p>b</p>",
  );
  const breakout = "<!-- IMAGE_PLACEHOLDER --!><script>alert(1)</script> -->";
  assert.doesNotMatch(await sanitizePostHtml(breakout), /<script|<!--/);
  const quoted = '<!-- IMAGE_PLACEHOLDER "><img src=x onerror=alert(1)> -->';
  assert.doesNotMatch(await sanitizePostHtml(quoted), /onerror|<!--/);
  assert.equal(
    await sanitizePostHtml("<p><!-- IMAGE_PLACEHOLDER_2 $& $1 --></p>"),
    "<p><!-- IMAGE_PLACEHOLDER_2 $& $1 --></p>",
  );
});

Deno.test("heading ids in slug form survive, others are dropped; unknown tags keep their text", async () => {
  assert.equal(await sanitizePostHtml('<h2 id="como-hacerlo">x</h2>'), '<h2 id="como-hacerlo">x</h2>');
  assert.equal(await sanitizePostHtml('<h2 id="Bad Id">x</h2>'), "<h2>x</h2>");
  assert.equal(await sanitizePostHtml("<marquee>hola</marquee><object data=x></object>"), "hola");
  assert.equal(await sanitizePostHtml('<svg><a href="javascript:alert(1)">x</a></svg>'), "<a>x</a>");
});

Deno.test("the shared content definition: task items, image attributes; refused image sources drop the image", async () => {
  const tasks = '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label>' +
    '<input type="checkbox" checked="checked" onclick="x()" /><span></span></label><div><p>Sal</p></div></li></ul>';
  assert.equal(
    await sanitizePostHtml(tasks),
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label>' +
      '<input type="checkbox" checked="checked" /><span></span></label><div><p>Sal</p></div></li></ul>',
  );
  assert.equal(await sanitizePostHtml('<p>a<input type="text" value="x" /></p>'), "<p>a</p>");
  const img = '<img src="/media/posts/content/a.webp" alt="Plato" title="Ropa vieja" width="480" height="320" ' +
    'class="max-w-full h-auto rounded-lg" />';
  assert.equal(await sanitizePostHtml(img), img);
  assert.equal(await sanitizePostHtml('<p>x</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="a" />'), "<p>x</p>");
});
