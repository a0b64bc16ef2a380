/** The "check all links" background job: one at a time, visible progress, take-over of stale jobs. */
import assert from "node:assert/strict";
import { startLinkCheckJob } from "@/lib/links/job.ts";
import { getLinkCheckJob, LINK_CHECK_JOB_KEY, type LinkCheckJob } from "@/lib/links/job_record.ts";
import { withKv } from "../support/kv.ts";
import { startTargetServer } from "./link_targets.ts";
import { addPost } from "./site_content.ts";

const base = { siteOrigins: ["https://recetas.test"], perHostDelayMs: 0, retryBaseDelayMs: 5, timeoutMs: 1000 };

function record(overrides: Partial<LinkCheckJob>): LinkCheckJob {
  const now = new Date().toISOString();
  return { id: "other", state: "running", total: 5, processed: 1, startedAt: now, heartbeatAt: now, ...overrides };
}

Deno.test("two concurrent starts run one job and both see its result", async () => {
  const server = startTargetServer();
  try {
    await withKv(async (kv) => {
      await addPost(kv, "uno", `<a href="${server.url}/delay/a">a</a>`);
      await addPost(kv, "dos", `<a href="${server.url}/delay/a">a</a>`);
      const [first, second] = await Promise.all([startLinkCheckJob(kv, base), startLinkCheckJob(kv, base)]);
      assert.deepEqual([first.started, second.started].sort(), [false, true]);
      assert.equal(first.job.id, second.job.id);
      const [a, b] = await Promise.all([first.finished, second.finished]);
      assert.equal(a.state, "done");
      assert.deepEqual(a, b);
      assert.equal(a.processed, 2);
      assert.equal(server.hits.get("/delay/a"), 1, "one job, one request");
      const again = await startLinkCheckJob(kv, base);
      assert.equal(again.started, true, "a finished job does not block the next one");
      assert.notEqual(again.job.id, a.id);
      await again.finished;
    });
  } finally {
    await server.close();
  }
});

Deno.test("the job record shows progress and heartbeats while it runs, and the result after", async () => {
  const server = startTargetServer();
  try {
    await withKv(async (kv) => {
      for (let i = 0; i < 4; i++) await addPost(kv, `post-${i}`, `<a href="${server.url}/delay/${i}">x</a>`);
      const started = await startLinkCheckJob(kv, { ...base, concurrency: 1, perHostDelayMs: 60, heartbeatMs: 20 });
      assert.equal(started.job.state, "running");
      const seen: LinkCheckJob[] = [];
      let finished: LinkCheckJob | null = null;
      started.finished.then((job) => finished = job);
      while (!finished) {
        const job = await getLinkCheckJob(kv);
        if (job) seen.push(job);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      const running = seen.filter((job) => job.state === "running");
      assert.ok(running.some((job) => job.total === 4 && job.processed > 0 && job.processed < 4), "partial progress");
      assert.ok(new Set(running.map((job) => job.heartbeatAt)).size > 2, "heartbeat moves");
      const final = (await getLinkCheckJob(kv))!;
      assert.equal(final.state, "done");
      assert.equal(final.processed, 4);
      assert.equal(final.total, 4);
      assert.ok(final.finishedAt && final.finishedAt >= final.startedAt);
      assert.deepEqual(final, finished);
    });
  } finally {
    await server.close();
  }
});

Deno.test("a live job from elsewhere is joined and waited for; a stale one is taken over", () =>
  withKv(async (kv) => {
    await addPost(kv, "uno", "<p>sin enlaces</p>");
    await kv.set(LINK_CHECK_JOB_KEY, record({ id: "elsewhere" }));
    const joined = await startLinkCheckJob(kv, { ...base, pollMs: 10 });
    assert.equal(joined.started, false);
    assert.equal(joined.job.id, "elsewhere");
    setTimeout(() => kv.set(LINK_CHECK_JOB_KEY, record({ id: "elsewhere", state: "done", processed: 5 })), 50);
    const result = await joined.finished;
    assert.equal(result.id, "elsewhere");
    assert.equal(result.processed, 5);

    const stale = new Date(Date.now() - 3 * 60_000).toISOString();
    await kv.set(LINK_CHECK_JOB_KEY, record({ id: "crashed", heartbeatAt: stale }));
    const takeover = await startLinkCheckJob(kv, base);
    assert.equal(takeover.started, true);
    assert.notEqual(takeover.job.id, "crashed");
    const done = await takeover.finished;
    assert.equal(done.state, "done");
    assert.equal(done.processed, 1);
  }));

Deno.test("a job whose record is taken over stops and leaves the new owner's record alone", async () => {
  const server = startTargetServer();
  try {
    await withKv(async (kv) => {
      for (let i = 0; i < 6; i++) await addPost(kv, `post-${i}`, `<a href="${server.url}/delay/${i}">x</a>`);
      const started = await startLinkCheckJob(kv, { ...base, concurrency: 1, perHostDelayMs: 40 });
      await new Promise((resolve) => setTimeout(resolve, 60));
      await kv.set(LINK_CHECK_JOB_KEY, record({ id: "new-owner" }));
      const result = await started.finished;
      assert.equal(result.state, "failed");
      assert.equal(result.error, "job taken over");
      assert.ok(result.processed < 6);
      assert.equal((await getLinkCheckJob(kv))?.id, "new-owner");
    });
  } finally {
    await server.close();
  }
});

Deno.test("a failing check ends the job as failed with the error", () =>
  withKv(async (kv) => {
    await addPost(kv, "uno", "<p>uno</p>");
    const controller = new AbortController();
    controller.abort(new Error("stopped by test"));
    const started = await startLinkCheckJob(kv, { ...base, signal: controller.signal });
    const result = await started.finished;
    assert.equal(result.state, "failed");
    assert.equal(result.error, "stopped by test");
    assert.deepEqual(await getLinkCheckJob(kv), result);
  }));
