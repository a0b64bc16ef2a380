/** The headings' web font is served by the site itself, from its npm package, declared with swap and preloaded. */
import assert from "node:assert/strict";
import { startSite } from "../support/site.ts";

Deno.test("web fonts are served from the site, swapped in and preloaded; nothing else is served there", async () => {
  const site = await startSite();
  try {
    const html = await (await fetch(`${site.url}/`)).text();
    const preload = html.match(
      /<link\s+rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/,
    );
    assert.ok(preload, "the home page preloads its font");
    const href = preload[1];
    assert.match(href, /^\/fonts\/[\d.]+\/playfair-display-latin-700-normal\.woff2$/);

    const font = await fetch(`${site.url}${href}`);
    assert.equal(font.status, 200);
    assert.equal(font.headers.get("content-type"), "font/woff2");
    assert.match(font.headers.get("cache-control") ?? "", /immutable/);
    const bytes = new Uint8Array(await font.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 4)), "wOF2", "a WOFF2 file");

    const css = await (await fetch(`${site.url}${html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]}`)).text();
    const face = css.match(/@font-face\s*{[^}]*}/)?.[0] ?? "";
    assert.match(face, /font-family:\s*"?Playfair Display/);
    assert.match(face, /font-display:\s*swap/);
    assert.match(
      face,
      new RegExp(`url\\("?${href.replaceAll(".", "\\.")}"?\\) format\\("woff2"\\)`),
      "the preloaded file",
    );
    assert.match(css, /--font-heading:\s*"?Playfair Display/);

    for (const path of ["/fonts/0.0.1/playfair-display-latin-700-normal.woff2", "/fonts/5.3.0/..%2Fpackage.json"]) {
      const response = await fetch(`${site.url}${path}`);
      await response.body?.cancel();
      assert.equal(response.status, 404, path);
    }
  } finally {
    await site.close();
  }
});
