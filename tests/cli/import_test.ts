import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

interface Summary {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  items: { slug: string; result: string; reason?: string }[];
}

Deno.test("import of JSON posts: categories created, bad item reported, re-run skips, --update updates, --dry-run writes nothing", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-import-" });
  try {
    await Deno.writeTextFile(
      `${dir}/posts.json`,
      JSON.stringify([
        {
          title: "Tostones",
          content: "<p>Plátano verde.</p>",
          categories: [{ name: "Acompañantes", slug: "acompanantes" }],
        },
        { title: "Yuca con Mojo", status: "published", categories: ["acompanantes"], redirects_from: ["/old/yuca"] },
        { title: "Malo", video_url: "javascript:alert(1)" },
      ]),
    );
    await Deno.writeTextFile(
      `${dir}/single.json`,
      JSON.stringify({ post: { id: "x", title: "Congrí", slug: "congri" } }),
    );

    const dry = await cli.json<Summary>(["import", "--dry-run", dir]);
    // A dry run only reads the site: it cannot know what the server's validation will refuse.
    assert.deepEqual([dry.created, dry.failed], [4, 0]);
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, 0);

    const first = await cli.json<Summary>(["import", `${dir}/posts.json`, `${dir}/single.json`, "--concurrency", "2"]);
    assert.equal(first.code, 1, "one item failed");
    assert.deepEqual([first.created, first.skipped, first.failed], [3, 0, 1]);
    const bad = first.items.find((item) => item.result === "failed")!;
    assert.equal(bad.slug, "malo");
    assert.match(bad.reason!, /Video URL/);
    const yuca = await api<{ post: { status: string; category_ids: string[] } }>(
      site,
      token,
      "GET",
      "/api/posts/slug/yuca-con-mojo",
    );
    assert.equal(yuca.post.status, "published");
    assert.equal(yuca.post.category_ids.length, 1);
    const redirect = await api<{ redirect: boolean; to_path: string }>(site, token, "POST", "/api/redirects/check", {
      path: "/old/yuca",
    });
    assert.equal(redirect.to_path, "/yuca-con-mojo");

    const again = await cli.json<Summary>(["import", "--status", "draft", `${dir}/posts.json`, `${dir}/single.json`]);
    assert.deepEqual([again.created, again.skipped, again.failed], [0, 3, 1]);
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, 3);
    const categories = await api<{ categories: unknown[] }>(
      site,
      token,
      "GET",
      "/api/categories?include_inactive=true",
    );
    assert.equal(categories.categories.length, 1);

    const update = await cli.run(["import", "--update", "--status", "draft", `${dir}/posts.json`]);
    assert.equal(update.code, 1);
    assert.match(update.stdout, /^posts\s+0\s+2\s+0\s+1$/m);
    assert.match(update.stderr, /failed: malo: .*Video URL/);
    const after = await api<{ post: { status: string } }>(site, token, "GET", "/api/posts/slug/yuca-con-mojo");
    assert.equal(after.post.status, "draft");

    const unknown = await cli.run(["import", `${dir}/nope.json`]);
    assert.equal(unknown.code, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
