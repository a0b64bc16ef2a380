/** The service end to end on an in-memory store: external links to loopback servers, every published post at once. */
import assert from "node:assert/strict";
import { getLinkStats, getLinkStatsMany } from "@/lib/db/link_stats.ts";
import { checkAllPosts, checkPostLinks, type LinkCheckProgress } from "@/lib/links/check_posts.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";
import { withKv } from "../support/kv.ts";
import { startTargetServer } from "./link_targets.ts";
import { addPost, seedLinkSite } from "./site_content.ts";

const base = { siteOrigins: ["https://recetas.test"], perHostDelayMs: 0, retryBaseDelayMs: 5, timeoutMs: 500 };

/** The stats of one post whose content is `html(origin of the target server)`, checked on the seeded site. */
async function checkedPost(html: (origin: string) => string): Promise<{ stats: LinkStats; origin: string }> {
  const server = startTargetServer();
  try {
    let stats: LinkStats | null = null;
    await withKv(async (kv) => {
      await seedLinkSite(kv);
      stats = (await checkPostLinks(kv, await addPost(kv, "con-enlaces", html(server.url)), base)).stats;
    });
    return { stats: stats!, origin: server.url };
  } finally {
    await server.close();
  }
}

Deno.test("checkPostLinks sorts external links into broken and manual-check lists", async () => {
  const { stats, origin } = await checkedPost((url) =>
    `<a href="${url}/ok">bien</a> <a href="${url}/missing">roto</a>
    <a href="${url}/forbidden">prohibido</a> <a href="${url}/chain/2">cadena</a>
    <a href="${url}/down">caído</a> <a href="/no-existe">interno roto</a>`
  );
  assert.equal(stats.outboundExternal, 5);
  assert.equal(stats.outboundInternal, 1);
  assert.equal(stats.brokenLinksCount, 3);
  assert.deepEqual(stats.brokenLinks, [
    { type: "external", text: "caído", url: `${origin}/down`, status: 500, reason: "server error" },
    { type: "external", text: "roto", url: `${origin}/missing`, status: 404, reason: "not found" },
    { type: "internal", text: "interno roto", url: "/no-existe", reason: "post or category not found" },
  ]);
  assert.deepEqual(stats.manualCheck, [{
    type: "external",
    text: "prohibido",
    url: `${origin}/forbidden`,
    status: 403,
    reason: "access denied to automated checks",
  }]);
  assert.ok(Date.parse(stats.lastChecked) > Date.now() - 60_000);
});

Deno.test("checkPostLinks checks images too: one on a dead host or a missing media file is broken", async () => {
  const { stats, origin } = await checkedPost((url) =>
    `<img src="${url}/ok" alt="bien"> <img src="${url}/missing" alt="Ropa vieja">
    <img src="/media/posts/content/no-existe.webp"> <a href="${url}/ok"><img src="${url}/ok"></a>`
  );
  assert.equal(stats.outboundExternal, 2, "the same target counts once, link or image");
  assert.deepEqual(stats.brokenLinks.map(({ type, text, url }) => [type, text, url]), [
    ["external", 'image "Ropa vieja"', `${origin}/missing`],
    ["internal", "image", "/media/posts/content/no-existe.webp"],
  ]);
});

Deno.test("checkAllPosts checks published posts only, once per external URL, and reports progress", async () => {
  const server = startTargetServer();
  try {
    await withKv(async (kv) => {
      const ids = await seedLinkSite(kv);
      const uno = await addPost(kv, "uno", `<a href="${server.url}/ok">a</a> <a href="/tostones">t</a>`);
      const dos = await addPost(kv, "dos", `<a href="${server.url}/ok">a</a> <a href="${server.url}/gone">b</a>`);
      const draft = await addPost(kv, "en-obras", `<a href="${server.url}/missing">x</a>`, "draft");
      const progress: LinkCheckProgress[] = [];
      const summary = await checkAllPosts(kv, base, (p) => {
        progress.push({ processed: p.processed, total: p.total });
      });
      assert.deepEqual(summary, { totalProcessed: 4, brokenLinks: 1, manualCheck: 0, skippedLinks: 0 });
      assert.deepEqual(progress.map((p) => p.processed), [0, 1, 2, 3, 4]);
      assert.ok(progress.every((p) => p.total === 4));
      assert.equal(server.hits.get("/ok"), 1, "the shared URL is requested once");
      assert.equal(server.hits.get("/missing"), undefined, "drafts are not checked");
      const stats = await getLinkStatsMany(kv, [ids.flan, ids.tostones, ids.borrador, uno, dos, draft]);
      assert.deepEqual([...stats.keys()].sort(), [ids.flan, ids.tostones, uno, dos].sort());
      assert.equal(stats.get(ids.flan)?.inboundCount, 1, "tostones links to flan; the draft does not count");
      assert.equal(stats.get(ids.tostones)?.inboundCount, 1);
      assert.equal(stats.get(dos)?.brokenLinks[0].url, `${server.url}/gone`);
    });
  } finally {
    await server.close();
  }
});

Deno.test("checkAllPosts reports hosts refused by allowHost as skipped and stores no issue for them", async () => {
  await withKv(async (kv) => {
    const id = await addPost(kv, "wiki", `<a href="https://es.wikipedia.org/wiki/Cuba">Cuba</a>`);
    const summary = await checkAllPosts(kv, { ...base, allowHost: (url) => url.hostname === "127.0.0.1" });
    assert.equal(summary.skippedLinks, 1);
    const stats = await getLinkStats(kv, id);
    assert.equal(stats?.outboundExternal, 1);
    assert.equal(stats?.brokenLinksCount, 0);
    assert.deepEqual(stats?.manualCheck, []);
  });
});

Deno.test("checkAllPosts stops between posts when its signal is aborted", async () => {
  await withKv(async (kv) => {
    const ids = [];
    for (const slug of ["uno", "dos", "tres", "cuatro", "cinco"]) ids.push(await addPost(kv, slug, `<p>${slug}</p>`));
    const controller = new AbortController();
    const reported: string[] = [];
    const run = checkAllPosts(kv, { ...base, concurrency: 1, signal: controller.signal }, (progress) => {
      if (!progress.report) return;
      reported.push(progress.report.postId);
      if (reported.length === 1) controller.abort(new Error("stop"));
    });
    await assert.rejects(() => run, /stop/);
    const checked = [...(await getLinkStatsMany(kv, ids)).keys()];
    assert.ok(reported.length >= 1 && reported.length <= 2, `only posts already in flight finish: ${reported}`);
    assert.deepEqual(checked.sort(), [...reported].sort(), "stats exist exactly for the posts reported");
    assert.ok(ids.length - checked.length >= 3, "later posts were never checked");
  });
});
