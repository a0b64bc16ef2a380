import assert from "node:assert/strict";
import type { Timer } from "@/lib/process/due_loop.ts";
import { api, siteWithCli } from "./cli_runner.ts";

interface Listed {
  posts: { slug: string; status: string }[];
  total: number;
}

Deno.test("posts list filters by status, search and category; get, publish, unpublish, delete", async () => {
  const { site, cli, token, close } = await siteWithCli();
  try {
    const { category } = await api<{ category: { id: string } }>(site, token, "POST", "/api/admin/categories", {
      name: "Postres",
      slug: "postres",
    });
    await api(site, token, "POST", "/api/posts", {
      title: "Flan de Calabaza",
      status: "published",
      category_ids: [category.id],
    });
    await api(site, token, "POST", "/api/posts", {
      title: "Arroz con Pollo",
      status: "draft",
      tags: ["Arroces", "Domingo"],
      scheduled_at: "2099-12-24T20:00:00.000Z",
    });
    await api(site, token, "POST", "/api/posts", {
      title: "Pudín de Pan",
      status: "draft",
      category_ids: [category.id],
    });

    const all = await cli.json<Listed>(["posts", "list"]);
    assert.equal(all.code, 0);
    assert.equal(all.total, 3);
    const drafts = await cli.json<Listed>(["posts", "list", "--status", "draft"]);
    assert.deepEqual(drafts.posts.map((p) => p.slug).sort(), ["arroz-con-pollo", "pudin-de-pan"]);
    const search = await cli.json<Listed>(["posts", "list", "--search", "calabaza"]);
    assert.deepEqual(search.posts.map((p) => p.slug), ["flan-de-calabaza"]);
    const byCategory = await cli.json<Listed>(["posts", "list", "--category", "postres", "--status", "draft"]);
    assert.deepEqual(byCategory.posts.map((p) => p.slug), ["pudin-de-pan"]);

    const plain = await cli.run(["posts", "list", "--category", "postres"]);
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stdout, /^ID\s+STATUS\s+SLUG\s+TITLE\s+UPDATED$/m);
    assert.match(plain.stdout, /2 of 2 posts/);
    const unknownCategory = await cli.run(["posts", "list", "--category", "nada"]);
    assert.equal(unknownCategory.code, 2);
    const badStatus = await cli.run(["posts", "list", "--status", "secret"]);
    assert.equal(badStatus.code, 2);

    const got = await cli.json<{ post: { slug: string; content: string } }>(["posts", "get", "arroz-con-pollo"]);
    assert.equal(got.post.slug, "arroz-con-pollo");
    const shown = await cli.run(["posts", "get", "arroz-con-pollo"]);
    assert.match(shown.stdout, /^Tags {7}Arroces, Domingo$/m, shown.stdout);
    assert.match(shown.stdout, /^Scheduled {2}2099-12-24T20:00:00\.000Z$/m, shown.stdout);
    const pudin = (await cli.run(["posts", "get", "pudin-de-pan"])).stdout;
    assert.match(pudin, /^Tags {7}-$/m);
    assert.match(pudin, /^Scheduled {2}-$/m);
    const missing = await cli.run(["posts", "get", "no-existe"]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /No post with slug or id "no-existe"/);

    const publish = await cli.run(["posts", "publish", "arroz-con-pollo", "pudin-de-pan"]);
    assert.equal(publish.code, 0, publish.stderr);
    const published = await cli.json<Listed>(["posts", "list", "--status", "published"]);
    assert.equal(published.total, 3);
    const unpublish = await cli.run(["posts", "unpublish", "flan-de-calabaza", "no-existe"]);
    assert.equal(unpublish.code, 1, "one post failed");
    assert.match(unpublish.stdout, /unpublish: flan-de-calabaza/);
    assert.equal((await cli.json<Listed>(["posts", "list", "--status", "draft"])).total, 1);

    const refused = await cli.run(["posts", "delete", "flan-de-calabaza"]);
    assert.equal(refused.code, 2, "no terminal to confirm on");
    const deleted = await cli.run(["posts", "delete", "--yes", "flan-de-calabaza"]);
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.equal((await cli.json<Listed>(["posts", "list"])).total, 2);
  } finally {
    await close();
  }
});

Deno.test("posts list shows a scheduled draft as scheduled, and as scheduled (due) once its time has passed", async () => {
  // The site's clock (and its publisher's) stands in 2000, so it takes a schedule in 2001 and leaves it unpublished;
  // the command line, on the machine's clock, finds that time passed.
  const clock = () => Date.parse("2000-01-01T00:00:00Z");
  const timer: Timer = { set: () => 0, clear: () => {} };
  const { site, cli, token, close } = await siteWithCli({ now: clock, publisher: { timer } });
  try {
    const post = (title: string, fields: Record<string, unknown>) =>
      api(site, token, "POST", "/api/posts", { title, ...fields });
    await post("Flan de Calabaza", { status: "published" });
    await post("Pudín de Pan", { status: "draft" });
    await post("Arroz con Pollo", { status: "draft", scheduled_at: "2099-12-24T20:00:00.000Z" });
    await post("Natilla", { status: "draft", scheduled_at: "2001-05-10T10:00:00.000Z" });

    const listed = await cli.run(["posts", "list"]);
    assert.equal(listed.code, 0, listed.stderr);
    const statusOf = (slug: string) =>
      listed.stdout.split("\n").find((line) => line.includes(` ${slug} `))?.split(/\s{2,}/)[1];
    assert.equal(statusOf("flan-de-calabaza"), "published", listed.stdout);
    assert.equal(statusOf("pudin-de-pan"), "draft", listed.stdout);
    assert.equal(statusOf("arroz-con-pollo"), "scheduled", listed.stdout);
    assert.equal(statusOf("natilla"), "scheduled (due)", listed.stdout);

    const json = await cli.json<{ posts: { slug: string; status: string; scheduled_at: string | null }[] }>([
      "posts",
      "list",
      "--status",
      "draft",
    ]);
    const natilla = json.posts.find((p) => p.slug === "natilla");
    assert.deepEqual(natilla && [natilla.status, natilla.scheduled_at], ["draft", "2001-05-10T10:00:00.000Z"]);
  } finally {
    await close();
  }
});
