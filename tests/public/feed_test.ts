/**
 * `/rss.xml` items: a post without an excerpt describes itself with the first 120 characters of its text, and each
 * image enclosure gives the image's real byte length (its media item's recorded size).
 */
import assert from "node:assert/strict";
import { getMediaByUrl } from "@/lib/db/media.ts";
import { FALLBACK_EXCERPT_LENGTH } from "@/lib/content/excerpt.ts";
import { startSite } from "../support/site.ts";
import { createTestContent } from "./content.ts";

Deno.test("rss: the fallback excerpt in <description>, the image's byte length in <enclosure>", async () => {
  const site = await startSite({ seed: true });
  try {
    await createTestContent(site.kv);
    const feed = await (await fetch(`${site.url}/rss.xml`)).text();
    const items = feed.split("<item>").slice(1);
    const article = items.find((item) => item.includes(`<link>${site.url}/prueba-cafe</link>`));
    const description = article?.match(/<description>([^<]*)<\/description>/)?.[1] ?? "";
    const length = [...description].length;
    assert.ok(length > FALLBACK_EXCERPT_LENGTH - 5 && length <= FALLBACK_EXCERPT_LENGTH, description);
    assert.ok(description.startsWith("El cafecito cubano se toma corto, dulce y en compañía;"), description);

    const enclosures = [...feed.matchAll(/<enclosure url="([^"]+\/media\/[^"]+)" length="(\d+)"/g)];
    assert.ok(enclosures.length >= 10, "the demo posts have images in the media library");
    for (const [, url, length] of enclosures) {
      const item = await getMediaByUrl(site.kv, new URL(url).pathname);
      assert.ok(item && item.size > 0, url);
      assert.equal(Number(length), item.size, url);
    }
  } finally {
    await site.close();
  }
});
