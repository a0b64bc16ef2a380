/** The link endpoints over HTTP on a real site: auth, one post, all posts, the background job. */
import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";
import { startTargetServer } from "./link_targets.ts";
import { addPost } from "./site_content.ts";

Deno.test("link endpoints", async (t) => {
  const site = await startSite();
  const target = startTargetServer();
  try {
    const token = await apiLogin(site);
    const call = (path: string, init: RequestInit = {}, auth = true) =>
      fetch(`${site.url}/api/admin/posts/${path}`, {
        ...init,
        headers: auth ? { Authorization: `Bearer ${token}` } : {},
      });
    const flan = await addPost(site.kv, "flan", "<p>Flan.</p>");
    const post = await addPost(
      site.kv,
      "ropa-vieja",
      `<a href="${site.url}/flan">flan</a> <a href="/borrador">borrador</a>
      <a href="${target.url}/ok">ok</a> <a href="${target.url}/missing">roto</a> <a href="${target.url}/forbidden">403</a>`,
    );
    await addPost(site.kv, "borrador", `<a href="${target.url}/gone">x</a>`, "draft");

    await t.step("every endpoint needs a signed-in user", async () => {
      for (
        const [path, method] of [
          [`link-stats?postId=${post}`, "GET"],
          [`check-links?postId=${post}`, "GET"],
          ["check-links?all=true", "GET"],
          ["link-check-job", "GET"],
          ["link-check-job", "POST"],
        ]
      ) {
        const response = await call(path, { method }, false);
        assert.equal(response.status, 401, `${method} ${path}`);
        assert.deepEqual(await response.json(), { error: "Authentication required" });
      }
    });

    await t.step("private addresses are not contacted unless LINK_CHECK_ALLOW_PRIVATE=1", async () => {
      const response = await call(`check-links?postId=${post}`);
      assert.equal(response.status, 200);
      const stats = await response.json();
      assert.equal(target.hits.size, 0, "nothing was sent to the loopback server");
      assert.deepEqual(stats.brokenLinks.map((l: { url: string }) => l.url), ["/borrador"]);
      assert.deepEqual(stats.manualCheck, []);
      await site.kv.delete(["link_stats", post]);
      await site.restartWith({ LINK_CHECK_ALLOW_PRIVATE: "1" });
    });

    await t.step("link-stats answers 404 'No link data' before the first check", async () => {
      const response = await call(`link-stats?postId=${post}`);
      assert.equal(response.status, 404);
      assert.deepEqual(await response.json(), { error: "No link data" });
    });

    await t.step("check-links?postId checks now and answers the stats; link-stats then reads them", async () => {
      const response = await call(`check-links?postId=${post}`);
      assert.equal(response.status, 200);
      const stats = await response.json();
      assert.equal(stats.outboundInternal, 2);
      assert.equal(stats.outboundExternal, 3);
      assert.equal(stats.inboundCount, 0);
      assert.equal(stats.brokenLinksCount, 2);
      assert.deepEqual(stats.brokenLinks.map((l: { type: string; url: string }) => [l.type, l.url]), [
        ["external", `${target.url}/missing`],
        ["internal", "/borrador"],
      ]);
      assert.equal(stats.brokenLinks[0].status, 404);
      assert.deepEqual(stats.manualCheck.map((l: { url: string; status: number }) => [l.url, l.status]), [
        [`${target.url}/forbidden`, 403],
      ]);
      assert.equal(typeof stats.lastChecked, "string");
      const stored = await call(`link-stats?postId=${post}`);
      assert.equal(stored.status, 200);
      assert.deepEqual(await stored.json(), stats);
    });

    await t.step("bad requests: unknown post 404, missing parameters 400", async () => {
      const unknown = await call("check-links?postId=nope");
      assert.equal(unknown.status, 404);
      assert.deepEqual(await unknown.json(), { error: "Post not found" });
      assert.equal((await call("check-links")).status, 400);
      assert.equal((await call("link-stats")).status, 400);
    });

    await t.step("the job status is idle before any check-all", async () => {
      const response = await call("link-check-job");
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { state: "idle" });
    });

    await t.step("check-links?all=true waits for the job and answers totalProcessed", async () => {
      const response = await call("check-links?all=true");
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { totalProcessed: 2 });
      assert.equal(target.hits.get("/gone"), undefined, "drafts are not checked");
      const flanStats = await (await call(`link-stats?postId=${flan}`)).json();
      assert.equal(flanStats.inboundCount, 1);
      const job = await (await call("link-check-job")).json();
      assert.equal(job.state, "done");
      assert.equal(job.processed, 2);
      assert.equal(job.total, 2);
    });

    await t.step("POST link-check-job starts without waiting; GET follows it to the end", async () => {
      const response = await call("link-check-job", { method: "POST" });
      assert.equal(response.status, 202);
      const started = await response.json();
      assert.equal(started.state, "running");
      const again = await (await call("link-check-job", { method: "POST" })).json();
      assert.equal(again.id, started.id, "a second click joins the running job");
      let job = started;
      for (let i = 0; i < 200 && job.state === "running"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await (await call("link-check-job")).json();
      }
      assert.equal(job.id, started.id);
      assert.equal(job.state, "done");
      assert.equal(job.processed, 2);
    });
  } finally {
    await target.close();
    await site.close();
  }
});
