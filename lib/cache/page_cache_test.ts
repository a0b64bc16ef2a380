import assert from "node:assert/strict";
import { Hono } from "hono";
import { bumpContentVersion } from "../db/content_version.ts";
import type { AppEnv } from "../app_env.ts";
import { PageCache } from "./page_cache.ts";
import { dependOn } from "./page_deps.ts";

function countingApp(cache: PageCache) {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use("*", cache.middleware());
  app.get("/receta", (c) => c.html(`<p>render ${++renders}</p>`));
  app.get("/search", (c) => c.html(`<p>${c.req.query("q")} ${c.req.query("page")} render ${++renders}</p>`));
  app.get("/privada", (c) => c.html(`<p>render ${++renders}</p>`, 200, { "Cache-Control": "no-store" }));
  app.get("/api/posts", (c) => c.json({ renders: ++renders }));
  app.get("/falla", (c) => c.html(`<p>error ${++renders}</p>`, 500));
  return { app, renders: () => renders };
}

Deno.test("page cache: serves repeats from memory and re-renders after a content write in another connection", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const server = await Deno.openKv(path);
  const otherProcess = await Deno.openKv(path);
  try {
    const cache = new PageCache(server);
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
    const cache = new PageCache(kv);
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

Deno.test("page cache: gzip when accepted, 304 on a matching ETag", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { app } = countingApp(new PageCache(kv));
    const plain = await app.request("/receta");
    const etag = plain.headers.get("etag")!;
    assert.equal(await plain.text(), "<p>render 1</p>");
    const zipped = await app.request("/receta", { headers: { "Accept-Encoding": "gzip, br" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    assert.equal(zipped.headers.get("x-cache"), "HIT");
    const unzipped = zipped.body!.pipeThrough(new DecompressionStream("gzip"));
    assert.equal(await new Response(unzipped).text(), "<p>render 1</p>");
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
    const cache = new PageCache(kv, { maxEntries: 2 });
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
    const cache = new PageCache(kv, { maxEntries: 2 });
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
    const cache = new PageCache(kv, { maxEntries: 2, maxVariants: 3 });
    const { app } = countingApp(cache);
    await (await app.request("/receta")).text();
    assert.equal(await (await app.request("/search?q=arroz&page=2")).text(), "<p>arroz 2 render 2</p>");
    const reordered = await app.request("/search?page=2&q=arroz");
    assert.equal(reordered.headers.get("x-cache"), "HIT", "parameter order does not matter");
    assert.equal(await (await app.request("/search?q=frijoles")).text(), "<p>frijoles undefined render 3</p>");
    for (let i = 0; i < 600; i++) await (await app.request(`/search?q=${crypto.randomUUID()}`)).text();
    for (let i = 0; i < 600; i++) await (await app.request(`/no-existe-${i}`)).text();
    assert.equal(cache.size, 4, "one page plus three variants");
    const page = await app.request("/receta");
    assert.equal(page.headers.get("x-cache"), "HIT", "the page survived 1,200 made-up URLs");
    assert.equal(await page.text(), "<p>render 1</p>");
  } finally {
    kv.close();
  }
});
