import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

interface Summary {
  created: number;
  skipped: number;
  failed: number;
  items: { slug: string; result: string; reason?: string }[];
}

Deno.test("import: a post whose title another post has (any case or accents) fails on its own with the spec's message", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-import-title-" });
  try {
    await api(site, token, "POST", "/api/posts", { title: "Tostones", slug: "tostones" });
    await Deno.writeTextFile(
      `${dir}/posts.json`,
      JSON.stringify([
        { title: "TÓSTONES", slug: "tostones-rellenos", content: "<p>Otra receta con el mismo nombre.</p>" },
        { title: "Mariquitas", content: "<p>Plátano en lascas.</p>" },
      ]),
    );
    const run = await cli.run(["import", `${dir}/posts.json`]);
    assert.equal(run.code, 1, "one item failed");
    assert.match(run.stderr, /failed: tostones-rellenos: Title already exists in another post$/m);
    const summary = await cli.json<Summary>(["import", `${dir}/posts.json`]);
    assert.deepEqual([summary.created, summary.skipped, summary.failed], [0, 1, 1]);
    const failed = summary.items.find((item) => item.result === "failed")!;
    assert.deepEqual([failed.slug, failed.reason], ["tostones-rellenos", "Title already exists in another post"]);
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
