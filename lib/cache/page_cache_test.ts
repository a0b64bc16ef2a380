import assert from "node:assert/strict";
import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { bumpContentVersion } from "../db/content_version.ts";
import type { AppEnv } from "../app_env.ts";
import { PageCache, type PageCacheOptions } from "./page_cache.ts";
import { VersionClock } from "../snapshot/version_clock.ts";
import { dependOn } from "../http/page_deps.ts";
import { countingKv } from "../../tests/support/counting_kv.ts";

/** A page cache on `kv` with a clock of its own (`versionCheckMs` its interval, `now` its time). */
function pageCacheOf(kv: Deno.Kv, options: PageCacheOptions & { versionCheckMs?: number } = {}): PageCache {
  return new PageCache(kv, new VersionClock(kv, options.versionCheckMs, options.now), options);
}

function countingApp(cache: PageCache) {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use("*", cache.middleware());
  app.get("/receta", (c) => c.html(`<p>render ${++renders}</p>`));
  app.get("/search", (c) => c.html(`<p>${c.req.query("q")} ${c.req.query("page")} render ${++renders}</p>`));
  app.get("/privada", (c) => c.html(`<p>render ${++renders}</p>`, 200, { "Cache-Control": "no-store" }));
  app.get("/api/posts", (c) => c.json({ renders: ++renders }));
  app.get("/falla", (c) => c.html(`<p>error ${++renders}</p>`, 500));
  app.fetch = cache.wrap(app.fetch);
  return { app, renders: () => renders };
}

/**
 * An app behind `cache` whose `/receta` depends on the `["votos"]` entry of `kv` (it shows the votes and its render
 * count) and whose `/otra` depends on nothing; `fetch` goes through the cache.
 */
function votesApp(cache: PageCache, kv: Deno.Kv) {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("state", {});
    await next();
  });
  app.use("*", cache.middleware());
  app.get("/receta", async (c) => {
    const entry = await kv.get<number>(["votos"]);
    dependOn(c, entry.key, entry.versionstamp);
    return c.html(`<p>votos ${entry.value ?? 0} render ${++renders}</p>`);
  });
  app.get("/otra", (c) => c.html(`<p>render ${++renders}</p>`));
  app.fetch = cache.wrap(app.fetch);
  return app;
}

Deno.test("page cache: serves repeats from memory and re-renders after a content write in another connection", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const server = await Deno.openKv(path);
  const otherProcess = await Deno.openKv(path);
  try {
    const cache = pageCacheOf(server, { versionCheckMs: 0 });
    const { app, renders } = countingApp(cache);
    const first = await app.request("/receta");
    assert.equal(first.headers.get("x-cache"), "MISS");
    assert.equal(await first.text(), "<p>render 1</p>");
    const second = await app.request("/receta");
    assert.equal(second.headers.get("x-cache"), "HIT");
    assert.equal(await second.text(), "<p>render 1</p>");
    assert.equal(renders(), 1);

    await bumpContentVersion(otherProcess.atomic()).commit();
    const third = await app.request("/receta");
    assert.equal(await third.text(), "<p>render 2</p>", "a write through another connection invalidates");
    assert.equal(await (await app.request("/receta")).text(), "<p>render 2</p>");
    assert.deepEqual(cache.stats, { hits: 2, misses: 2 });
  } finally {
    server.close();
    otherProcess.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("page cache: a page's own dependency invalidates only that page", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const app = votesApp(pageCacheOf(kv, { versionCheckMs: 0 }), kv);
    assert.equal(await (await app.request("/receta")).text(), "<p>votos 0 render 1</p>");
    assert.equal(await (await app.request("/otra")).text(), "<p>render 2</p>");
    assert.equal(await (await app.request("/receta")).text(), "<p>votos 0 render 1</p>");
    await kv.set(["votos"], 3);
    assert.equal(await (await app.request("/receta")).text(), "<p>votos 3 render 3</p>");
    assert.equal(await (await app.request("/receta")).text(), "<p>votos 3 render 3</p>");
    assert.equal(await (await app.request("/otra")).text(), "<p>render 2</p>", "other pages stay cached");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: tiny pages stay uncompressed, 304 on a matching ETag", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { app } = countingApp(pageCacheOf(kv));
    const plain = await app.request("/receta");
    const etag = plain.headers.get("etag")!;
    assert.equal(await plain.text(), "<p>render 1</p>");
    const small = await app.request("/receta", { headers: { "Accept-Encoding": "gzip" } });
    assert.equal(small.headers.get("content-encoding"), null, "gzip would not make 15 bytes smaller");
    assert.equal(small.headers.get("x-cache"), "HIT");
    assert.equal(await small.text(), "<p>render 1</p>");
    const revalidated = await app.request("/receta", { headers: { "If-None-Match": etag } });
    assert.equal(revalidated.status, 304);
    assert.equal(await revalidated.text(), "");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: skips API, no-store and errors", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv);
    const { app, renders } = countingApp(cache);
    for (const path of ["/api/posts", "/api/posts", "/privada", "/privada", "/falla", "/falla"]) {
      await (await app.request(path)).text();
    }
    assert.equal(renders(), 6);
    assert.equal(cache.size, 0);
  } finally {
    kv.close();
  }
});

Deno.test("page cache: unknown query strings share the page and never create entries", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv);
    const { app, renders } = countingApp(cache);
    const miss = await app.request("/receta?utm_source=x");
    assert.equal(miss.headers.get("x-cache"), null, "a URL with unknown parameters is rendered, not stored");
    assert.equal(await miss.text(), "<p>render 1</p>");
    assert.equal(cache.size, 0);
    assert.equal(await (await app.request("/receta")).text(), "<p>render 2</p>");
    for (let i = 0; i < 600; i++) {
      const res = await app.request(`/receta?r${crypto.randomUUID()}=${i}`);
      assert.equal(res.headers.get("x-cache"), "HIT");
      assert.equal(await res.text(), "<p>render 2</p>");
    }
    assert.equal(cache.size, 1);
    assert.equal(renders(), 2);
  } finally {
    kv.close();
  }
});

Deno.test("page cache: a page's own parameters form separate entries that cannot evict other pages", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv, { maxBytes: 64 * 1024, maxVariantBytes: 3 * 4200 });
    const { app } = countingApp(cache);
    await (await app.request("/receta")).text();
    assert.equal(await (await app.request("/search?q=arroz&page=2")).text(), "<p>arroz 2 render 2</p>");
    const reordered = await app.request("/search?page=2&q=arroz");
    assert.equal(reordered.headers.get("x-cache"), "HIT", "parameter order does not matter");
    assert.equal(await (await app.request("/search?q=frijoles")).text(), "<p>frijoles undefined render 3</p>");
    for (let i = 0; i < 600; i++) await (await app.request(`/search?q=${crypto.randomUUID()}`)).text();
    for (let i = 0; i < 600; i++) await (await app.request(`/no-existe-${i}`)).text();
    assert.equal(cache.size, 4, "one page plus the three variants that fit their own budget");
    assert.ok(cache.bytes <= 64 * 1024 + 3 * 4200);
    const page = await app.request("/receta");
    assert.equal(page.headers.get("x-cache"), "HIT", "the page survived 1,200 made-up URLs");
    assert.equal(await page.text(), "<p>render 1</p>");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: another process's write shows within the check interval; a local write at once", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const server = await Deno.openKv(path);
  const otherProcess = await Deno.openKv(path);
  try {
    const cache = pageCacheOf(server, { versionCheckMs: 60_000 });
    const { app } = countingApp(cache);
    assert.equal(await (await app.request("/receta")).text(), "<p>render 1</p>");
    await otherProcess.set(["meta", "content_version"], 1);
    const stale = await app.request("/receta");
    assert.equal(stale.headers.get("x-cache"), "HIT", "not checked again before the interval ends");
    assert.equal(await stale.text(), "<p>render 1</p>");
    await bumpContentVersion(server.atomic()).commit();
    assert.equal(await (await app.request("/receta")).text(), "<p>render 2</p>", "this process's write counts at once");

    const quick = pageCacheOf(server, { versionCheckMs: 50 });
    const second = countingApp(quick);
    assert.equal(await (await second.app.request("/receta")).text(), "<p>render 1</p>");
    await otherProcess.set(["meta", "content_version"], 2);
    let text = "";
    for (let i = 0; i < 200 && text !== "<p>render 2</p>"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      text = await (await second.app.request("/receta")).text();
    }
    assert.equal(text, "<p>render 2</p>", "the other process's write is seen after the interval");
  } finally {
    server.close();
    otherProcess.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("page cache: hits carry the headers the page was sent with, in every coding", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv);
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      await next();
      c.res.headers.set("Content-Security-Policy", "default-src 'self'");
    });
    app.use("*", cache.middleware());
    const html = `<main>${"<p>Frijoles negros dormidos, paso a paso.</p>".repeat(50)}</main>`;
    app.get("/receta", (c) => c.html(html));
    app.fetch = cache.wrap(app.fetch);
    const miss = await app.request("/receta");
    assert.equal(miss.headers.get("x-cache"), "MISS");
    assert.equal(await miss.text(), html);
    // Twice each: later hits answer copies of the first one's template, which must stay whole.
    for (const encoding of ["br", "gzip", "identity", "br", "gzip", "identity"]) {
      const hit = await app.request("/receta", { headers: { "Accept-Encoding": encoding } });
      assert.equal(hit.headers.get("x-cache"), "HIT");
      assert.equal(hit.headers.get("content-security-policy"), "default-src 'self'");
      assert.equal(hit.headers.get("vary"), "Accept-Encoding");
      assert.equal(hit.headers.get("content-type"), "text/html; charset=UTF-8");
      assert.equal(hit.headers.get("content-encoding"), encoding === "identity" ? null : encoding);
      const bytes = new Uint8Array(await hit.arrayBuffer());
      assert.equal(hit.headers.get("content-length"), null, "the server writes a GET hit's length from its body");
      assert.ok(bytes.length > 0);
      const decoded = encoding === "identity"
        ? bytes
        : encoding === "gzip"
        ? gunzipSync(bytes)
        : brotliDecompressSync(bytes);
      assert.equal(new TextDecoder().decode(decoded), html);
    }
    const head = await app.request("/receta", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    assert.equal(head.headers.get("x-cache"), "HIT");
    assert.equal(await head.text(), "");
    const again = await app.request("/receta");
    assert.equal(await again.text(), html, "a HEAD hit leaves the GET answer's body alone");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: memory is bounded in bytes, least recently used out first", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv, { maxBytes: 3 * 4300 });
    const app = new Hono<AppEnv>();
    app.use("*", cache.middleware());
    app.get("/:slug", (c) => c.html(`<p>${c.req.param("slug")}</p>`));
    app.fetch = cache.wrap(app.fetch);
    for (const slug of ["a", "b", "c"]) await (await app.request(`/${slug}`)).text();
    assert.equal(cache.size, 3);
    await (await app.request("/a")).text();
    await (await app.request("/d")).text();
    assert.equal(cache.size, 3);
    assert.ok(cache.bytes <= 3 * 4300);
    assert.equal((await app.request("/a")).headers.get("x-cache"), "HIT", "recently used stays");
    assert.equal((await app.request("/b")).headers.get("x-cache"), "MISS", "least recently used went first");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: the uncompressed body is restored from gzip on the first hit that needs it, and counted", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = pageCacheOf(kv);
    const app = new Hono<AppEnv>();
    app.use("*", cache.middleware());
    const html = `<main>${"<p>Ropa vieja con arroz blanco y maduros.</p>".repeat(200)}</main>`;
    app.get("/receta", (c) => c.html(html));
    app.get("/corta", (c) => c.html("<p>corta</p>"));
    app.fetch = cache.wrap(app.fetch);
    assert.equal(await (await app.request("/receta")).text(), html);
    const compressed = cache.bytes;
    assert.ok(compressed < 4096 + html.length / 4, "only the compressed bodies are held after the render");
    const head = await app.request("/receta", { method: "HEAD" });
    assert.equal(head.headers.get("content-length"), String(html.length));
    const etag = head.headers.get("etag")!;
    assert.equal((await app.request("/receta", { headers: { "If-None-Match": etag } })).status, 304);
    assert.equal(cache.bytes, compressed, "HEAD and 304 answers need no body");
    const identity = await app.request("/receta");
    assert.equal(identity.headers.get("x-cache"), "HIT");
    assert.equal(identity.headers.get("content-encoding"), null);
    assert.equal(identity.headers.get("content-length"), null, "the server writes a GET hit's length");
    assert.equal(await identity.text(), html);
    assert.equal(cache.bytes, compressed + html.length, "the restored body is counted");
    assert.equal(await (await app.request("/receta")).text(), html);
    assert.equal(cache.bytes, compressed + html.length, "and restored once");

    await (await app.request("/corta")).text();
    const short = await app.request("/corta", { headers: { "Accept-Encoding": "gzip, br" } });
    assert.equal(short.headers.get("x-cache"), "HIT");
    assert.equal(await short.text(), "<p>corta</p>", "a page too small to compress keeps its only body");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: restoring a body keeps the cache within its bytes", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const page = (slug: string) => `<main>${`<p>${slug}: frijoles negros dormidos.</p>`.repeat(300)}</main>`;
    const cache = pageCacheOf(kv, { maxBytes: 3 * 4096 + 4000 });
    const app = new Hono<AppEnv>();
    app.use("*", cache.middleware());
    app.get("/:slug", (c) => c.html(page(c.req.param("slug"))));
    app.fetch = cache.wrap(app.fetch);
    for (const slug of ["a", "b", "c"]) await (await app.request(`/${slug}`)).text();
    assert.equal(cache.size, 3);
    const hit = await app.request("/c");
    assert.equal(hit.headers.get("x-cache"), "HIT");
    assert.equal(await hit.text(), page("c"));
    assert.ok(cache.bytes <= 3 * 4096 + 4000, `${cache.bytes} bytes held`);
    assert.ok(cache.size < 3, "older pages made room");
    assert.equal((await app.request("/c")).headers.get("x-cache"), "HIT", "the page just read stays");
  } finally {
    kv.close();
  }
});

Deno.test("page cache: a page's dependencies are read behind the answer past half the interval, once for many hits", async () => {
  const dir = await Deno.makeTempDir();
  const server = await Deno.openKv(`${dir}/store.kv`);
  const otherProcess = await Deno.openKv(`${dir}/store.kv`);
  try {
    const counting = countingKv(server);
    let now = 1_000;
    // The version clock reads through its own (uncounted) handle: only the dependency reads are counted.
    const clock = new VersionClock(server, 100, () => now);
    const app = votesApp(new PageCache(counting.kv, clock, { now: () => now }), server);
    const get = () => app.fetch(new Request("http://localhost/receta"));
    const getManyReads = () => counting.calls.filter((call) => call === "getMany").length;
    assert.equal(await (await get()).text(), "<p>votos 0 render 1</p>");

    counting.reset();
    now += 60;
    const early = Array.from({ length: 5 }, get);
    assert.ok(early.every((hit) => hit instanceof Response), "past half the interval: answered without waiting");
    assert.equal(getManyReads(), 1, "and the dependencies are read behind the answers, once");
    for (const hit of early) assert.equal(await (await hit).text(), "<p>votos 0 render 1</p>");

    counting.reset();
    now += 240;
    const late = Array.from({ length: 5 }, get);
    for (const hit of late) assert.equal((await hit).headers.get("x-cache"), "HIT");
    assert.ok(getManyReads() <= 1, `past the interval the hits wait for one read between them (${getManyReads()})`);

    await otherProcess.set(["votos"], 3);
    now += 300;
    assert.equal(await (await get()).text(), "<p>votos 3 render 2</p>", "a changed dependency is seen");
  } finally {
    server.close();
    otherProcess.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("page cache: a busy page moves to the recent end at most once a second", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    let now = 0;
    const cache = pageCacheOf(kv, { maxBytes: 3 * 4300, versionCheckMs: 3_600_000, now: () => now });
    const app = new Hono<AppEnv>();
    app.use("*", cache.middleware());
    app.get("/:slug", (c) => c.html(`<p>${c.req.param("slug")}</p>`));
    app.fetch = cache.wrap(app.fetch);
    const hit = async (slug: string) => {
      const res = await app.request(`/${slug}`);
      await res.body?.cancel();
      return res.headers.get("x-cache");
    };
    for (const slug of ["a", "b", "c"]) await hit(slug);
    assert.equal(await hit("a"), "HIT"); // first hit: a moves after c
    now = 500;
    assert.equal(await hit("b"), "HIT"); // b moves after a
    assert.equal(await hit("a"), "HIT"); // within the second of its move: a stays before b
    await hit("d"); // c goes
    await hit("e"); // then a, not b
    assert.equal(await hit("b"), "HIT", "b is kept");
    assert.equal(await hit("a"), "MISS", "a went before b: its second hit did not move it");
    // Now d, e, a (the miss brought a back and pushed b out).
    now = 2000;
    assert.equal(await hit("e"), "HIT"); // first hit of e: d, a, e
    assert.equal(await hit("a"), "HIT"); // first hit of the new a: d, e, a
    now = 3100;
    assert.equal(await hit("e"), "HIT"); // more than a second after its move: e moves again, d, a, e
    await hit("f");
    await hit("g");
    assert.equal(await hit("e"), "HIT", "e was moved, so it outlived the pages before it");
  } finally {
    kv.close();
  }
});
