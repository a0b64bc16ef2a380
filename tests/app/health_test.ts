/**
 * `/healthz` and `/readyz` on the app: public (no sign-in), never cached (`no-store`, no page-cache entry, no
 * `X-Cache`), `/healthz` reads nothing from the store, `/readyz` only reads (its checks write nothing), not even with a
 * session cookie, a bearer token or a query string; neither is in the sitemap; `/readyz` answers 503 naming the check that fails (media folder not writable, the store closed).
 */
import assert from "node:assert/strict";
import { createServerApp } from "@/lib/app.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { readinessProbe } from "@/lib/services/readiness.ts";
import { ContentState } from "@/lib/snapshot/content_state.ts";
import { countingKv } from "../support/counting_kv.ts";
import { startSite } from "../support/site.ts";

/** Every write method of `Deno.Kv` is refused (a health answer must not write). */
function readOnly(kv: Deno.Kv): Deno.Kv {
  return new Proxy(kv, {
    get(target, name) {
      if (name === "set" || name === "delete" || name === "atomic" || name === "enqueue") {
        throw new Error(`health answers must not write (${String(name)})`);
      }
      const value = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

Deno.test("health: /healthz reads nothing, /readyz only reads; both no-store, uncached, not in the sitemap", async () => {
  const site = await startSite({ seed: true });
  const counting = countingKv(readOnly(site.kv));
  const { app } = await createServerApp({
    kv: counting.kv,
    media: site.media,
    siteUrl: site.url,
    readiness: readinessProbe({
      content: new ContentState(counting.kv),
      kv: counting.kv,
      kvPath: `${site.dir}/store.kv`,
      media: site.media,
    }),
  });
  try {
    for (const round of [1, 2]) {
      counting.reset();
      const healthz = await app.request("/healthz");
      assert.equal(healthz.status, 200);
      assert.equal(await healthz.text(), "ok");
      assert.equal(healthz.headers.get("cache-control"), "no-store");
      assert.equal(healthz.headers.get("x-cache"), null, `round ${round}: not a page-cache answer`);
      assert.deepEqual(counting.calls, [], "/healthz read the store");

      const readyz = await app.request("/readyz");
      assert.equal(readyz.status, 200);
      assert.deepEqual(await readyz.json(), { ready: true, checks: { store: "ok", snapshot: "ok", media: "ok" } });
      assert.equal(readyz.headers.get("cache-control"), "no-store");
      assert.equal(readyz.headers.get("x-cache"), null, `round ${round}: not a page-cache answer`);
      const head = await app.request("/healthz", { method: "HEAD" });
      assert.equal(head.status, 200);
    }
    // A session cookie, a bearer token or a query string change nothing: no session, token or redirect read.
    const credentials = { cookie: "session=not-a-session", authorization: "Bearer not-a-token" };
    counting.reset();
    assert.equal((await app.request("/healthz?x=1", { headers: credentials })).status, 200);
    assert.deepEqual(counting.calls, [], "/healthz with a cookie, a token and a query read the store");
    assert.equal((await app.request("/readyz")).status, 200);
    const checkReads = [...counting.calls];
    counting.reset();
    assert.equal((await app.request("/readyz?x=1", { headers: credentials })).status, 200);
    assert.deepEqual(counting.calls, checkReads, "/readyz with a cookie, a token and a query read beyond its checks");
    const index = await (await app.request("/sitemap.xml")).text();
    const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1].replaceAll("&amp;", "&"))
    );
    assert.ok(pages.length > 0, index);
    let all = index;
    for (const page of pages) all += await (await app.request(page.pathname + page.search)).text();
    assert.match(all, /mojito/, "the sitemap pages were read");
    assert.doesNotMatch(all, /healthz|readyz/);
    assert.equal((await app.request("/healthz", { method: "POST" })).status, 405);
  } finally {
    await site.close();
  }
});

Deno.test("health: /readyz answers 503 naming the media check when MEDIA_DIR cannot be a folder", async () => {
  const site = await startSite();
  const notAFolder = `${site.dir}/media-file`;
  await Deno.writeTextFile(notAFolder, "a file where the media folder should be");
  const media = new MediaStore(notAFolder);
  const { app } = await createServerApp({
    kv: site.kv,
    media,
    siteUrl: site.url,
    readiness: readinessProbe({
      content: new ContentState(site.kv),
      kv: site.kv,
      kvPath: `${site.dir}/store.kv`,
      media,
    }),
  });
  try {
    const readyz = await app.request("/readyz");
    assert.equal(readyz.status, 503);
    assert.equal(readyz.headers.get("cache-control"), "no-store");
    const report = await readyz.json();
    assert.equal(report.ready, false);
    assert.equal(report.checks.store, "ok");
    assert.match(report.checks.media, /^not writable: .*media-file: not a folder$/);
    assert.equal((await app.request("/healthz")).status, 200, "alive all the same");
  } finally {
    await site.close();
  }
});

Deno.test("health: /readyz names the store when its file cannot be opened for writing, and the draining server", async () => {
  const site = await startSite();
  const kvPath = `${site.dir}/folder-in-the-way`;
  await Deno.mkdir(kvPath);
  let draining = false;
  const { app } = await createServerApp({
    kv: site.kv,
    media: site.media,
    siteUrl: site.url,
    readiness: readinessProbe({
      content: new ContentState(site.kv),
      kv: site.kv,
      kvPath,
      media: site.media,
      draining: () => draining,
    }),
  });
  try {
    const report = await (await app.request("/readyz")).json();
    assert.equal(report.ready, false);
    assert.match(report.checks.store, /^not writable: /);
    assert.equal(report.checks.media, "ok");
    assert.equal(report.checks.server, undefined);
    draining = true;
    const stopping = await app.request("/readyz");
    assert.equal(stopping.status, 503);
    assert.equal((await stopping.json()).checks.server, "draining");
  } finally {
    await site.close();
  }
});
