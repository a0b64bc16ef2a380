/** An article's page ends with share links written in its HTML (no script): Facebook, X, WhatsApp, Pinterest, e-mail. */
import assert from "node:assert/strict";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { startSite } from "../support/site.ts";

Deno.test("an article ends with server-rendered share links, every value encoded", async () => {
  const site = await startSite();
  try {
    await savePostFromInput(site.kv, {
      title: "Historia del café & la bodega",
      slug: "prueba-historia-cafe",
      status: "published",
      content: "<p>Texto del artículo.</p>",
    }, { id: "a", name: "Ana" });
    const html = await (await fetch(`${site.url}/prueba-historia-cafe`)).text();
    const nav = html.match(/<nav class="share-links"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const hrefs = [...nav.matchAll(/<a\s+href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    const url = encodeURIComponent(`${site.url}/prueba-historia-cafe`);
    const title = encodeURIComponent("Historia del café & la bodega");
    assert.deepEqual(hrefs, [
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      `https://x.com/intent/post?text=${title}&url=${url}`,
      `https://wa.me/?text=${encodeURIComponent(`Historia del café & la bodega ${site.url}/prueba-historia-cafe`)}`,
      `https://www.pinterest.com/pin/create/button/?url=${url}&description=${title}`,
      `mailto:?subject=${title}&body=${title}%0A%0A${url}`,
    ]);
    assert.doesNotMatch(html, /<script[^>]+src="https?:/, "no third-party script");
  } finally {
    await site.close();
  }
});
