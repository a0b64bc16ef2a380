/**
 * `recipes import` of the file formats end to end: a WordPress export and a folder of Markdown files go through the
 * CLI process into a real site; categories, redirects and item failures come out as the formats read them.
 */
import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

interface Summary {
  created: number;
  skipped: number;
  failed: number;
  items: { slug: string; result: string; reason?: string }[];
}

const FIXTURES = new URL("./fixtures/", import.meta.url).pathname;

Deno.test("import of a WordPress export and Markdown files through the CLI", async () => {
  const { site, cli, token, close } = await siteWithCli();
  try {
    const wxr = await cli.json<Summary>(["import", `${FIXTURES}wordpress/sabor-de-cuba.WordPress.2024-06-01.xml`]);
    assert.equal(wxr.code, 1, "the broken items fail the run");
    const created = wxr.items.filter((item) => item.result === "created").map((item) => item.slug).sort();
    assert.ok(created.includes("arroz-con-pollo"), JSON.stringify(wxr.items));
    assert.equal(wxr.failed, 2, JSON.stringify(wxr.items));
    const flan = wxr.items.find((item) => item.slug === "flan-de-calabaza-y-coco");
    assert.equal(flan?.result, "created", "a third-level WordPress category is filed under its top-level ancestor");
    assert.match(
      wxr.items.find((item) => item.slug === "arroz-con-pollo")?.reason ?? "",
      /^featured image not imported: /,
      "an image that cannot be fetched is reported, the post is still created",
    );
    assert.ok(
      wxr.items.some((item) => item.result === "failed" && /no title/.test(item.reason ?? "")),
      JSON.stringify(wxr.items),
    );
    const arroz = await api<{ post: { content_type: string; category_ids: string[]; ingredients: string[] } }>(
      site,
      token,
      "GET",
      "/api/posts/slug/arroz-con-pollo",
    );
    assert.equal(arroz.post.content_type, "recipe");
    assert.ok(arroz.post.ingredients.length > 0);
    assert.ok(arroz.post.category_ids.length > 0);

    const again = await cli.json<Summary>(["import", `${FIXTURES}wordpress/sabor-de-cuba.WordPress.2024-06-01.xml`]);
    assert.equal(again.created, 0, "a second run creates nothing");

    const md = await cli.json<Summary>(["import", `${FIXTURES}markdown/ropa-vieja.md`]);
    assert.equal(md.created, 1, JSON.stringify(md.items));
    const ropa = await api<{ post: { title: string } }>(site, token, "GET", `/api/posts/slug/${md.items[0].slug}`);
    assert.match(ropa.post.title, /Ropa Vieja/i);
  } finally {
    await close();
  }
});
