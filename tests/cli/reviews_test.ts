import assert from "node:assert/strict";
import { createReview, getReview } from "@/lib/db/reviews.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { siteWithCli } from "./cli_runner.ts";

interface ListAnswer {
  reviews: { id: string; name: string; status: string }[];
  total: number;
  counts: { pending: number; approved: number; spam: number };
}

Deno.test("reviews list|approve|spam|delete moderate readers' reviews; an unknown id exits 1", async () => {
  const { site, cli, close } = await siteWithCli();
  try {
    const { post } = await savePostFromInput(site.kv, {
      title: "Picadillo",
      status: "published",
      content: "<p>Receta</p>",
      content_type: "recipe",
    }, { id: "author-1", name: "Autora" });
    const make = (name: string, text: string) =>
      createReview(site.kv, { post_id: post.id, name, stars: 4, text, status: "pending", voter: `v-${name}` });
    const ana = await make("Ana", "Con pasas y aceitunas, perfecto.");
    const bot = await make("Bot", "Compra ya.");
    const eva = await make("Eva", "Muy rico.");

    const list = await cli.run(["reviews", "list"]);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, new RegExp(`^${ana.id}\\s+pending\\s+4/5\\s+Ana\\s+Picadillo\\s+Con pasas`, "m"));
    assert.match(list.stdout, /3 of 3 reviews \(page 1 of 1\); pending 3, approved 0, spam 0/);
    const found = await cli.json<ListAnswer>(["reviews", "list", "--status", "all", "--search", "aceitunas"]);
    assert.deepEqual(found.reviews.map((r) => r.name), ["Ana"]);

    const approve = await cli.run(["reviews", "approve", ana.id]);
    assert.equal(approve.code, 0, approve.stderr);
    assert.match(approve.stdout, /^1 review approved$/m);
    assert.equal((await getReview(site.kv, ana.id))?.status, "approved");
    assert.match(await (await fetch(`${site.url}/picadillo`)).text(), /Con pasas y aceitunas, perfecto\./);

    const spam = await cli.run(["reviews", "spam", bot.id]);
    assert.equal(spam.code, 0, spam.stderr);
    assert.equal((await getReview(site.kv, bot.id))?.status, "spam");

    const missing = await cli.run(["reviews", "delete", eva.id, "01ARZ3NDEKTSV4RRFFQ69G5FAV"]);
    assert.equal(missing.code, 1);
    assert.match(missing.stdout, /^1 review deleted$/m);
    assert.match(missing.stderr, /No review with id "01ARZ3NDEKTSV4RRFFQ69G5FAV"/);
    assert.equal(await getReview(site.kv, eva.id), null);

    const counts = await cli.json<ListAnswer>(["reviews", "list", "--status", "all"]);
    assert.deepEqual(counts.counts, { pending: 0, approved: 1, spam: 1 });
    const usage = await cli.run(["reviews", "list", "--status", "nope"]);
    assert.equal(usage.code, 2);
  } finally {
    await close();
  }
});
