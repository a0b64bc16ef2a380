import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

interface LinkReport {
  posts: { slug: string; broken: { url: string }[] }[];
  broken_links: number;
}

Deno.test("links check reports broken links per post and exits 1; a clean post exits 0", async () => {
  const { site, cli, token, close } = await siteWithCli();
  try {
    await api(site, token, "POST", "/api/posts", {
      title: "Ropa Vieja",
      status: "published",
      content: '<p>Sirve con <a href="/arroz-blanco">arroz blanco</a> y <a href="/no-existe">yuca</a>.</p>',
    });
    await api(site, token, "POST", "/api/posts", {
      title: "Arroz Blanco",
      status: "published",
      content: "<p>Simple.</p>",
    });

    const clean = await cli.run(["links", "check", "--post", "arroz-blanco"]);
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /0 broken links in 0 posts\b/);

    const one = await cli.json<LinkReport>(["links", "check", "--post", "ropa-vieja"]);
    assert.equal(one.code, 1);
    assert.equal(one.broken_links, 1);
    assert.ok(one.posts[0].broken[0].url.endsWith("/no-existe"));

    const all = await cli.run(["links", "check", "--all"]);
    assert.equal(all.code, 1, all.stderr);
    assert.match(all.stdout, /Checked 2 posts/);
    assert.match(all.stdout, /^ropa-vieja\s+-\s+\/no-existe\s+post or category not found$/m);
    assert.match(all.stdout, /1 broken link in 1 post\b/);

    const usage = await cli.run(["links", "check"]);
    assert.equal(usage.code, 2);
  } finally {
    await close();
  }
});
