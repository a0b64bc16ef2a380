/**
 * A password-protected WordPress post never becomes public: imported even with `--status=published`, it is a draft
 * with a note, and its text is on no public page, feed, sitemap or search, while the public post beside it is.
 */
import assert from "node:assert/strict";
import { withFidelityFixture } from "./support/wordpress_fidelity_run.ts";

interface Summary {
  items: { slug: string; kind: string; result: string; notes?: string[] }[];
}

const SECRET = "zapallitosecreto";

Deno.test("a password-protected WordPress post is a draft with a note, on no public page, feed, sitemap or search", async () => {
  await withFidelityFixture(async ({ site, cli, file }) => {
    const run = await cli.json<Summary>(["import", "--status=published", file]);
    const secret = run.items.find((item) => item.slug === "receta-secreta");
    assert.equal(secret?.result, "created", JSON.stringify(run.items));
    assert.ok(secret?.notes?.some((note) => /^password-protected in WordPress: kept as a draft/.test(note)));

    const get = async (path: string) => {
      const response = await fetch(site.url + path);
      return { status: response.status, text: await response.text() };
    };
    assert.equal((await get("/receta-secreta")).status, 404, "the protected post has no public page");
    assert.equal((await get("/arroz-con-pollo")).status, 200, "the public post beside it has one");
    const feed = (await get("/rss.xml")).text;
    assert.ok(feed.includes("arroz-con-pollo") && !feed.includes(SECRET) && !feed.includes("receta-secreta"));
    const sitemap = (await get("/sitemap.xml?pagina=1")).text;
    assert.ok(sitemap.includes("arroz-con-pollo") && !sitemap.includes("receta-secreta"));
    assert.ok(!(await get(`/search?q=${SECRET}`)).text.includes("receta-secreta"), "search does not find it");
    assert.ok((await get("/search?q=arroz")).text.includes("/arroz-con-pollo"), "search finds the public post");
  });
});
