/**
 * Image markup of the pages a visitor lands on: the largest image on arrival
 * (hero poster, recipe photo, category header or first card) loads first and
 * eagerly; every other image in the main content loads lazily; all have a size.
 */
import assert from "node:assert/strict";
import { imageLoading } from "@/components/site/image_loading.ts";
import { samplePublicPaths } from "@/bench/sample_paths.ts";
import { startSite } from "../support/site.ts";

/** The `<img>` tags inside `<main>`. */
function mainImages(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
  return [...main.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
}

Deno.test("imageLoading: priority first and eager, eager without priority, lazy otherwise", () => {
  assert.deepEqual(imageLoading({ priority: true }), { fetchpriority: "high", decoding: "auto" });
  assert.deepEqual(imageLoading({ eager: true }), { decoding: "async" });
  assert.deepEqual(imageLoading({}), { loading: "lazy", decoding: "async" });
});

Deno.test("home, recipe and category pages load their largest image first and the others lazily", async () => {
  const site = await startSite({ seed: true });
  try {
    const paths = await samplePublicPaths(site.kv);
    for (const [name, path] of Object.entries({ ...paths, categories: "/categorias" })) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const images = mainImages(html);
      assert.ok(images.length > 1, `${name}: several images`);
      for (const img of images) assert.match(img, /\bwidth="\d+"[^>]*\bheight="\d+"/, `${name}: sized ${img}`);
      const first = images.filter((img) => img.includes('fetchpriority="high"'));
      assert.equal(first.length, 1, `${name}: one image loads first`);
      assert.equal(first[0], images[0], `${name}: it is the first image of the page`);
      assert.doesNotMatch(first[0], /loading=/, `${name}: and it is not lazy`);
      const rest = images.slice(1).filter((img) => !/loading="lazy"/.test(img));
      if (name === "home" || name === "recipe") assert.deepEqual(rest, [], `${name}: the others are lazy`);
    }
  } finally {
    await site.close();
  }
});
