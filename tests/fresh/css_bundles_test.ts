/** Stylesheet bundles: a block left open in one file does not swallow the files after it. */
import assert from "node:assert/strict";
import { stopBuilder } from "@/lib/fresh/build.ts";
import { buildCssBundles } from "@/lib/fresh/css_bundles.ts";

Deno.test("css bundles: each file stands on its own", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/base.css`, ":root { --x: 1px; }");
    await Deno.writeTextFile(`${dir}/open.css`, "@media (max-width: 10px) { .narrow { color: red; }");
    await Deno.writeTextFile(`${dir}/after.css`, ".after { color: blue; }");
    const { assets, urls } = await buildCssBundles(dir, { main: ["base.css", "open.css", "after.css"] }, false);
    await stopBuilder();
    assert.match(urls.main, /^\/_build\/main-[0-9A-F]+\.css$/);
    const css = new TextDecoder().decode(assets.get(urls.main)!.contents);
    const media = css.indexOf("@media");
    const rule = css.indexOf(".after");
    assert.ok(media >= 0 && rule > media);
    // The media block closes before the next file's rule starts.
    assert.equal(css.slice(media, rule).split("{").length, css.slice(media, rule).split("}").length);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
