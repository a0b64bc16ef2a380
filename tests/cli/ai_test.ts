/** `recipes ai generate` against a site using the fake AI provider: titles from arguments and a file, --json, exit codes. */
import assert from "node:assert/strict";
import { getPost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { fakePng, startFakeAiServer } from "../support/fake_ai_server.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { cliHome } from "./cli_runner.ts";

interface GenerateReport {
  posts: { title: string; postId: string | null; state: string; notices: { message: string }[]; error?: string }[];
  generated: number;
  failed: number;
}

Deno.test("ai generate: one job per title, notices as warnings, exit 1 on a failed post, 2 without titles", async () => {
  const fake = await startFakeAiServer();
  const site = await startSite({ ai: fake.env() });
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: await apiLogin(site) });
  try {
    await updateSettings(site.kv, { ai_image_provider: "cloudflare" });
    const png = await fakePng();
    fake.nextCloudflare({ image: png }, { image: png }, { status: 500 });
    const file = `${cli.configDir}/titles.txt`;
    await Deno.writeTextFile(file, "# postres\n\nFlan de coco\n");
    const report = await cli.json<GenerateReport>(["ai", "generate", "Arroz con pollo", "--file", file]);
    assert.equal(report.code, 0, JSON.stringify(report));
    assert.deepEqual(report.posts.map((p) => [p.title, p.state]), [["Arroz con pollo", "done"], [
      "Flan de coco",
      "done",
    ]]);
    assert.deepEqual(report.posts[0].notices.map((n) => n.message), ["Featured image generation failed"]);
    const post = (await getPost(site.kv, report.posts[1].postId!))!.post;
    assert.equal(post.title, "Flan de coco");
    assert.equal(post.status, "draft");
    assert.ok(post.content.length > 100);

    // Content generation fails (two invalid answers): the post fails, the exit code is 1.
    fake.nextChat({ json: { mainFocusKeyword: "yuca", secondaryFocusKeyword: "mojo" } }, { text: "{" }, {
      text: "no es json",
    });
    const failed = await cli.run(["ai", "generate", "Yuca con mojo"]);
    assert.equal(failed.code, 1, failed.stderr);
    assert.match(failed.stderr, /✗ Yuca con mojo: /);
    assert.match(failed.stdout, /0 of 1 post generated\./);

    const usage = await cli.run(["ai", "generate"]);
    assert.equal(usage.code, 2);
    const badType = await cli.run(["ai", "generate", "Tostones", "--type", "poem"]);
    assert.equal(badType.code, 2);
  } finally {
    await cli.close();
    await site.close();
    await fake.close();
  }
});
