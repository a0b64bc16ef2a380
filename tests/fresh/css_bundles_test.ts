/** The per-audience stylesheets: a block left open in one file does not swallow the files after it. */
import assert from "node:assert/strict";
import { buildCssBundles } from "@/lib/fresh/css_bundles.ts";

Deno.test("css bundles: each file stands on its own", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/tokens.css`, ":root { --x: 1px; }");
    await Deno.writeTextFile(`${dir}/admin.css`, "@media (max-width: 10px) { .narrow { color: red; }");
    await Deno.writeTextFile(`${dir}/admin-ai.css`, ".ai-popup-error { color: blue; }");
    const assets = await buildCssBundles(dir, false);
    const admin = [...assets].find(([url]) => url.includes("admin-"))!;
    const css = new TextDecoder().decode(admin[1].contents);
    const media = css.indexOf("@media");
    const rule = css.indexOf(".ai-popup-error");
    assert.ok(media >= 0 && rule > media);
    // The media block closes before the next file's rule starts.
    assert.equal(css.slice(media, rule).split("{").length, css.slice(media, rule).split("}").length);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
