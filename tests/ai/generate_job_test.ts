/** The Generate with AI job on a real KV store with a scripted AI layer. */
import assert from "node:assert/strict";
import { cancelGenerateJob, startGenerateJob } from "@/lib/ai/generate_job.ts";
import type { GenerateAi } from "@/lib/ai/generate_job_ai.ts";
import { generateJobKey, getGenerateJob } from "@/lib/ai/generate_job_record.ts";
import { getPost, POST_TITLE_TAKEN } from "@/lib/db/posts.ts";
import { ConflictError } from "@/lib/errors.ts";
import { GENERATE_MESSAGES } from "@/lib/shared/ai_generate.ts";
import { withKv } from "../support/kv.ts";

const AUTHOR = { id: "u1", name: "Ana" };
const PLACEHOLDER = "<!-- IMAGE_PLACEHOLDER: plato servido -->";

/** A scripted AI layer; `gate` holds content generation until released. */
function fakeAi(overrides: Partial<GenerateAi> = {}): GenerateAi & { calls: string[] } {
  const calls: string[] = [];
  const ai: GenerateAi = {
    focusKeywords: () => {
      calls.push("keywords");
      return Promise.resolve({ main: "ropa vieja", secondary: "receta cubana" });
    },
    content: (input) => {
      calls.push(`content:${input.focusKeyword}`);
      return Promise.resolve({
        content: `<p>Hola</p>${PLACEHOLDER}<p>Fin</p>${PLACEHOLDER}`,
        excerpt: "Un clásico",
        meta_title: "Ropa vieja",
        meta_description: "La receta",
        seo_score: 80,
        content_type: "recipe",
      });
    },
    hasPlaceholders: (content) => content.includes(PLACEHOLDER),
    replacePlaceholders: (input) => {
      calls.push("placeholders");
      return Promise.resolve({
        content: input.content.replace(PLACEHOLDER, '<img src="/media/a.webp">'),
        totalGenerated: 1,
      });
    },
    selectCategories: () => {
      calls.push("categories");
      return Promise.resolve([]);
    },
    featuredImage: () => {
      calls.push("featured");
      return Promise.reject(new Error("provider down"));
    },
    recipeSchema: () => {
      calls.push("schema");
      return Promise.resolve({ prep_time: "PT10M", ingredients: ["carne"] });
    },
    contentImages: (input) => {
      calls.push("contentImages");
      return Promise.resolve({
        content: input.content.replaceAll(PLACEHOLDER, '<img src="/media/b.webp">'),
        totalGenerated: 2,
      });
    },
    ...overrides,
  };
  return Object.assign(ai, { calls });
}

Deno.test("the job creates a draft, runs every step, saves results and records a failed optional step", async () => {
  await withKv(async (kv) => {
    const ai = fakeAi();
    const started = await startGenerateJob(kv, { title: "Ropa vieja", type: "auto" }, AUTHOR, ai);
    assert.equal(started.job.state, "running");
    const done = await started.finished;
    assert.equal(done.state, "done");
    assert.equal(done.stage, "complete");
    assert.equal(done.step, 9);
    assert.deepEqual(ai.calls, [
      "keywords",
      "content:ropa vieja",
      "placeholders",
      "categories",
      "featured",
      "schema",
      "contentImages",
    ]);
    assert.deepEqual(done.notices.map((n) => [n.step, n.message, n.detail]), [
      [6, GENERATE_MESSAGES.featuredImage, "provider down"],
    ]);
    assert.equal(done.imagesGenerated, 3);
    const post = (await getPost(kv, done.postId))!.post;
    assert.equal(post.status, "draft");
    assert.equal(post.focus_keyword, "ropa vieja");
    assert.equal(post.content_type, "recipe");
    assert.equal(post.prep_time, "PT10M");
    assert.ok(!post.content.includes("IMAGE_PLACEHOLDER"));
    assert.match(post.content, /a\.webp.*b\.webp/s);
    assert.deepEqual(await getGenerateJob(kv, done.postId), done);
  });
});

Deno.test("a failed content step fails the job; the optional steps after it never run", async () => {
  await withKv(async (kv) => {
    const ai = fakeAi({ content: () => Promise.reject(new Error("Failed to generate content")) });
    const done = await (await startGenerateJob(kv, { title: "Flan", type: "auto" }, AUTHOR, ai)).finished;
    assert.equal(done.state, "failed");
    assert.equal(done.error, "Failed to generate content");
    assert.deepEqual(ai.calls, ["keywords"]);
  });
});

Deno.test("one job per post: a second start is refused while it runs; cancel stops it", async () => {
  await withKv(async (kv) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => release = resolve);
    const ai = fakeAi({
      content: async () => {
        await held;
        return { content: "<p>x</p>" };
      },
    });
    const first = await startGenerateJob(kv, { title: "Tostones", type: "auto" }, AUTHOR, ai);
    const postId = first.job.postId;
    await assert.rejects(
      startGenerateJob(kv, { postId, title: "Tostones", type: "auto" }, AUTHOR, ai),
      (error) => error instanceof ConflictError && error.message === GENERATE_MESSAGES.running,
    );
    const cancelled = await cancelGenerateJob(kv, postId);
    assert.equal(cancelled?.state, "cancelled");
    release();
    const final = await first.finished;
    assert.equal(final.state, "cancelled");
    assert.equal((await getGenerateJob(kv, postId))?.state, "cancelled");
    assert.ok(!ai.calls.includes("categories"), "no step runs after the cancel");
    // A new job may start once the old one ended.
    const again = await startGenerateJob(kv, { postId, title: "Tostones", type: "auto" }, AUTHOR, fakeAi());
    assert.equal((await again.finished).state, "done");
  });
});

Deno.test("a running job whose heartbeat went stale reads as interrupted and may be replaced", async () => {
  await withKv(async (kv) => {
    const done = await (await startGenerateJob(kv, { title: "Yuca", type: "auto" }, AUTHOR, fakeAi())).finished;
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await kv.set(generateJobKey(done.postId), { ...done, state: "running", heartbeatAt: old, finishedAt: undefined });
    const read = await getGenerateJob(kv, done.postId);
    assert.equal(read?.state, "failed");
    assert.equal(read?.error, GENERATE_MESSAGES.interrupted);
    const replaced = await startGenerateJob(kv, { postId: done.postId, title: "Yuca", type: "auto" }, AUTHOR, fakeAi());
    assert.notEqual(replaced.job.id, done.id);
    assert.equal((await replaced.finished).state, "done");
  });
});

Deno.test("a new draft whose slug another post has gets the next free slug; a taken title is refused", async () => {
  await withKv(async (kv) => {
    const first = await (await startGenerateJob(kv, { title: "Flan", type: "auto" }, AUTHOR, fakeAi())).finished;
    const second = await (await startGenerateJob(kv, { title: "¡Flan!", type: "auto" }, AUTHOR, fakeAi())).finished;
    assert.equal((await getPost(kv, first.postId))!.post.slug, "flan");
    assert.equal((await getPost(kv, second.postId))!.post.slug, "flan-2");
    await assert.rejects(
      startGenerateJob(kv, { title: "FLAN", type: "auto" }, AUTHOR, fakeAi()),
      (error) => error instanceof ConflictError && error.message === POST_TITLE_TAKEN && error.field === "title",
    );
  });
});
