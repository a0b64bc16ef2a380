/**
 * A post page rendered on a miss reads what only the store has (the post, its rating and its reviews) and takes the
 * rest from the content snapshot and what the process keeps per content version: the site context, related posts,
 * the targets of the post's internal links and the redirect table's source paths.
 */
import assert from "node:assert/strict";
import { createServerApp } from "@/lib/app.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { countingKv } from "../support/counting_kv.ts";
import { serve } from "../support/server.ts";
import { startSite } from "../support/site.ts";

/** Most KV calls a post page's miss makes once the process has served a page of the same content version. */
const MISS_READS = 4;

const AUTHOR = { id: "author-1", name: "Autora" };

Deno.test("a post page's miss makes at most four KV calls", async () => {
  const site = await startSite();
  const recipe = { status: "published", content_type: "recipe", ingredients: ["carne de res", "ajo"] };
  for (const slug of ["tostones", "congri", "flan"]) {
    await savePostFromInput(site.kv, { title: slug, slug, ...recipe }, AUTHOR);
  }
  const links = ["/tostones", "/congri", `${site.url}/flan`, "/no-existe"].map((href) => `<a href="${href}">x</a>`);
  await savePostFromInput(
    site.kv,
    { title: "Ropa vieja", slug: "ropa-vieja", content: links.join(" "), ...recipe },
    AUTHOR,
  );
  const counting = countingKv(site.kv);
  // A second app on the same store, its version clock fresh for the whole test.
  const { app } = await createServerApp({
    kv: counting.kv,
    media: site.media,
    siteUrl: site.url,
    pageCache: { versionCheckMs: 3_600_000 },
  });
  const server = serve(app.fetch);
  try {
    const first = await fetch(server.url + "/tostones");
    await first.body?.cancel();
    assert.equal(first.status, 200, "a first page builds what the version keeps");
    counting.reset();
    const miss = await fetch(server.url + "/ropa-vieja");
    const html = await miss.text();
    assert.equal(miss.status, 200);
    assert.equal(miss.headers.get("x-cache"), "MISS");
    assert.match(html, /href="\/congri"/, "the page links to other posts");
    assert.ok(counting.calls.length <= MISS_READS, `a miss made ${counting.calls.length} KV calls: ${counting.calls}`);
  } finally {
    await server.close();
    await site.close();
  }
});
