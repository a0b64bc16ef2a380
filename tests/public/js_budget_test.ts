import assert from "node:assert/strict";
import { pageScripts } from "../../bench/page_scripts.ts";
import { samplePublicPaths } from "../../bench/sample_paths.ts";
import { startSite } from "../support/site.ts";

/** Most JavaScript (gzip bytes, all scripts together) a public page may load. */
const BUDGET = 15 * 1024;
/** A string only `preact/compat` carries (its `forwardRef` marker): public pages load Preact without compat. */
const COMPAT_MARKER = "react.forward_ref";

Deno.test("public pages load at most 15 KB of gzipped JavaScript", async (t) => {
  const site = await startSite({ seed: true });
  try {
    const paths = await samplePublicPaths(site.kv);
    const sources = new Map<string, string>();
    const load = async (url: string) => {
      const response = await fetch(site.url + url, { headers: { "Accept-Encoding": "identity" } });
      assert.equal(response.status, 200, url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      sources.set(url, new TextDecoder().decode(bytes));
      return bytes;
    };
    for (const [page, path] of Object.entries(paths)) {
      await t.step(`${page} (${path})`, async () => {
        const html = new TextDecoder().decode(await load(path));
        const scripts = await pageScripts(html, load);
        const names = scripts.files.map((file) => file.url);
        assert.ok(names.some((url) => /\/_build\/boot-/.test(url)), "runtime counted");
        assert.ok(names.some((url) => /\/_build\/island-SiteHeader-/.test(url)), "header island counted");
        assert.ok(names.some((url) => /\/_build\/chunk-/.test(url)), "shared chunks counted");
        if (page === "home") assert.ok(names.some((url) => /island-Carousel-/.test(url)), "carousel counted");
        if (page === "recipe") assert.ok(names.some((url) => /island-RatingStars-/.test(url)), "rating counted");
        const compat = names.filter((url) => sources.get(url)?.includes(COMPAT_MARKER));
        assert.deepEqual(compat, [], "public islands use preact/hooks, not preact/compat");
        const detail = scripts.files.map((file) => `${file.url} ${file.gzip} B`).join(", ");
        assert.ok(scripts.gzip <= BUDGET, `${path} loads ${scripts.gzip} gzip bytes of JavaScript: ${detail}`);
      });
    }
  } finally {
    await site.close();
  }
});
