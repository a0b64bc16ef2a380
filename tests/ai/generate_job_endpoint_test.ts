/** The Generate with AI job over HTTP against the fake provider: start, poll to the end, cancel, one job per post. */
import assert from "node:assert/strict";
import { getPost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import type { GenerateJob } from "@/lib/schemas/ai_generate_job.ts";
import { GENERATE_MESSAGES } from "@/lib/shared/ai_generate.ts";
import { fakePng } from "../support/fake_ai_server.ts";
import { startAiSite } from "./ai_test_site.ts";

Deno.test("generate-job: the nine steps fill the post; a failed featured image is a notice; 409 while running", async () => {
  const ai = await startAiSite();
  try {
    const { site, fake, token } = ai;
    await updateSettings(site.kv, { ai_image_provider: "cloudflare" });
    const png = await fakePng();
    // Two placeholder images, then the featured image fails.
    fake.nextCloudflare({ image: png }, { image: png }, { status: 500 });
    fake.nextChat({ delayMs: 400, json: { mainFocusKeyword: "arroz con pollo", secondaryFocusKeyword: "receta" } });
    const headers = { Authorization: `Bearer ${token}` };
    const started = await ai.post("generate-job", { title: "Arroz con pollo cubano" });
    assert.equal(started.status, 202);
    const job = await started.json() as GenerateJob;
    assert.equal(job.state, "running");

    const again = await ai.post("generate-job", { postId: job.postId, title: "Arroz con pollo cubano" });
    assert.equal(again.status, 409);
    assert.equal((await again.json()).error, GENERATE_MESSAGES.running);

    const twin = await ai.post("generate-job", { title: "ARROZ CON POLLO CUBANO" });
    assert.equal(twin.status, 409, "a new post's title another post has: no second draft");
    assert.deepEqual(await twin.json(), { error: "Title already exists in another post", field: "title" });

    let current = job;
    const seen = new Set<string>();
    while (current.state === "running") {
      seen.add(current.stage);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const r = await fetch(`${site.url}/api/ai/generate-job?postId=${job.postId}`, { headers });
      current = await r.json();
    }
    assert.equal(current.state, "done", current.error);
    assert.equal(current.stage, "complete");
    assert.ok(seen.has("content"));
    assert.deepEqual(current.notices.map((n) => [n.step, n.message]), [[6, GENERATE_MESSAGES.featuredImage]]);
    assert.equal(current.imagesGenerated, 2);
    const post = (await getPost(site.kv, job.postId))!.post;
    assert.equal(post.status, "draft");
    assert.equal(post.title, "Arroz con pollo cubano");
    assert.equal(post.focus_keyword, "arroz con pollo");
    assert.equal(post.content_type, "recipe");
    assert.equal(post.featured_image, "");
    assert.match(post.content, /<img [^>]*src="\/media\/posts\/content\//);
    assert.doesNotMatch(post.content, /IMAGE_PLACEHOLDER|<script/);
    assert.equal(post.prep_time, "PT20M");
    assert.ok(post.excerpt && post.meta_title && post.meta_description);

    // Cancel: a slow content answer is cut short.
    fake.nextChat({ json: { mainFocusKeyword: "flan", secondaryFocusKeyword: "postre" } }, { delayMs: 3000 });
    const slow = await (await ai.post("generate-job", { title: "Flan de calabaza" })).json() as GenerateJob;
    const cancelled = await fetch(`${site.url}/api/ai/generate-job?postId=${slow.postId}`, {
      method: "DELETE",
      headers,
    });
    assert.equal((await cancelled.json()).state, "cancelled");
    const idle = await fetch(`${site.url}/api/ai/generate-job?postId=nothing-here`, { headers });
    assert.deepEqual(await idle.json(), { state: "idle", postId: "nothing-here" });
  } finally {
    await ai.close();
  }
});
