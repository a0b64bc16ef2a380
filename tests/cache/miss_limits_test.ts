/**
 * Misses are bounded (`lib/cache/miss_limiter.ts`): with every render slot and queue place taken, cached pages are
 * still served and further misses get the Spanish 503 page; an address past its budget of searches and 404s gets
 * 429 while other addresses, loopback and cached pages are served. Renders are held and queue waits ended by the
 * test (its own slot and timers), never by the clock.
 */
import assert from "node:assert/strict";
import { createServerApp, type ServerApp } from "@/lib/app.ts";
import { DEFAULT_REQUEST_CONFIG, type RequestConfig } from "@/lib/config.ts";
import type { Release, StartTimer } from "@/lib/http/work_slots.ts";
import { startSite, type TestSite } from "../support/site.ts";

const VISITOR = "203.0.113.5";

function get(server: ServerApp, path: string, address = VISITOR, headers: HeadersInit = {}): Promise<Response> {
  return Promise.resolve(server.app.request(path, { headers }, { remoteAddr: { hostname: address } }));
}

async function statusOf(response: Response | Promise<Response>): Promise<[number, string | null]> {
  const answer = await response;
  await answer.body?.cancel();
  return [answer.status, answer.headers.get("x-cache")];
}

/** Waits until `count` misses wait for a slot (a request reaches the limiter after the cache's own checks). */
async function queuedMisses(server: ServerApp, count: number): Promise<void> {
  while (server.missLimiter.slots.queued < count) await new Promise((resolve) => setTimeout(resolve, 1));
}

async function withApp(
  options: {
    concurrency?: number;
    queue?: number;
    addressRate?: number;
    refusalDelayMs?: number;
    config?: RequestConfig;
  },
  body: (server: ServerApp, tools: { fireTimers(): void; advance(ms: number): void }) => Promise<void>,
): Promise<void> {
  const site: TestSite = await startSite({ seed: true });
  const timers = new Set<() => void>();
  const startTimer: StartTimer = (fire) => (timers.add(fire), () => timers.delete(fire));
  let now = 0;
  try {
    const server = await createServerApp({
      kv: site.kv,
      media: site.media,
      siteUrl: site.url,
      pageCache: { versionCheckMs: 3_600_000 },
      config: options.config,
      misses: { refusalDelayMs: 0, ...options, startTimer, now: () => now },
    });
    try {
      await body(server, {
        fireTimers() {
          for (const fire of [...timers]) fire();
          timers.clear();
        },
        advance(ms) {
          now += ms;
        },
      });
    } finally {
      while (server.content.search.saving) await server.content.search.saving;
    }
  } finally {
    await site.close();
  }
}

Deno.test("misses: with every slot and queue place taken, hits are served and more misses get a Spanish 503", async () => {
  await withApp({ concurrency: 1, queue: 1, addressRate: 0 }, async (server, { fireTimers }) => {
    assert.deepEqual(await statusOf(get(server, "/")), [200, "MISS"]);
    assert.deepEqual(await statusOf(get(server, "/search?q=arroz")), [200, "MISS"]);
    const held = server.missLimiter.slots.acquire() as Release;
    assert.equal(typeof held, "function", "the test renders the one slot's miss");
    const queued = get(server, "/search?q=frijoles");
    await queuedMisses(server, 1);

    assert.deepEqual(await statusOf(get(server, "/")), [200, "HIT"], "a cached page does not wait");
    assert.deepEqual(await statusOf(get(server, "/search?q=arroz")), [200, "HIT"], "nor a cached search");

    const busy = await get(server, "/search?q=yuca");
    assert.equal(busy.status, 503, "the queue is full: refused at once");
    assert.equal(busy.headers.get("retry-after"), "2");
    assert.equal(busy.headers.get("cache-control"), "no-store");
    assert.match(busy.headers.get("content-type") ?? "", /^text\/html/);
    assert.ok(busy.headers.get("content-security-policy"), "with the site's security headers");
    const html = await busy.text();
    assert.match(html, /<html lang="es">/);
    assert.match(html, /El sitio está muy ocupado/);
    assert.doesNotMatch(html, /yuca/, "nothing of the request is echoed");

    fireTimers();
    assert.deepEqual(await statusOf(queued), [503, null], "a queued miss whose wait ran out is refused");
    held();
    assert.deepEqual(await statusOf(get(server, "/search?q=yuca")), [200, "MISS"], "a free slot renders again");
    assert.deepEqual(server.missLimiter.refused, { busy: 2, address: 0 });
    assert.equal((await get(server, "/api/posts")).status < 500, true, "the API is not a page miss");
  });
});

Deno.test("misses: a queued miss renders when a slot frees up", async () => {
  await withApp({ concurrency: 1, queue: 4, addressRate: 0 }, async (server) => {
    const held = server.missLimiter.slots.acquire() as Release;
    const queued = get(server, "/search?q=arroz");
    await queuedMisses(server, 1);
    held();
    assert.deepEqual(await statusOf(queued), [200, "MISS"]);
    assert.equal(server.missLimiter.slots.running, 0, "the slot is released after the render");
  });
});

Deno.test("misses: an address past its budget of searches and 404s gets 429; others are served", async () => {
  await withApp({ addressRate: 1 }, async (server, { advance }) => {
    assert.deepEqual(await statusOf(get(server, "/")), [200, "MISS"]);
    // A budget of 1 a second holds 4 at once.
    for (let i = 0; i < 4; i++) {
      assert.deepEqual(await statusOf(get(server, `/search?q=palabra${i}`)), [200, "MISS"], `search ${i + 1}`);
    }
    const refused = await get(server, "/search?q=otra");
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get("retry-after"), "5");
    assert.match(await refused.text(), /Demasiadas solicitudes/);
    assert.equal((await get(server, "/no-existe-nada")).status, 429, "any miss of that address, until it regains");
    assert.deepEqual(await statusOf(get(server, "/")), [200, "HIT"], "cached pages are still served to it");
    assert.deepEqual(await statusOf(get(server, "/search?q=palabra0")), [200, "HIT"], "cached searches too");
    assert.deepEqual(await statusOf(get(server, "/search?q=otra", "198.51.100.7")), [200, "MISS"], "another address");
    for (let i = 0; i < 10; i++) {
      assert.equal((await get(server, `/search?q=local${i}`, "127.0.0.1")).status, 200, "loopback has no budget");
    }
    advance(1000);
    assert.deepEqual(await statusOf(get(server, "/search?q=otra")), [200, "HIT"], "one more a second later");

    // 404 answers spend the budget of the address they went to.
    for (let i = 0; i < 4; i++) assert.equal((await get(server, `/falta-${i}`, "192.0.2.9")).status, 404);
    assert.equal((await get(server, "/falta-5", "192.0.2.9")).status, 429);
    assert.equal(server.missLimiter.refused.busy, 0);
  });
});

Deno.test("misses: a refusal is held before it is sent", async () => {
  await withApp({ concurrency: 1, queue: 0, addressRate: 0, refusalDelayMs: 1000 }, async (server, { fireTimers }) => {
    const held = server.missLimiter.slots.acquire() as Release;
    let answered = false;
    const refused = get(server, "/search?q=arroz").then((response) => (answered = true, response));
    while (server.missLimiter.refused.busy === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(answered, false, "held until its timer fires");
    fireTimers();
    assert.equal((await refused).status, 503);
    await (await refused).body?.cancel();
    held();
  });
});

Deno.test("misses: behind TRUST_PROXY the budget is the forwarded address's", async () => {
  const config = { ...DEFAULT_REQUEST_CONFIG, proxy: { hops: 1 } };
  await withApp({ addressRate: 1, config }, async (server) => {
    // The proxy reaches the site from loopback and appends the client's address; what the client sent is ignored.
    const from = (client: string) => ({ "X-Forwarded-For": `198.51.100.1, ${client}` });
    for (let i = 0; i < 4; i++) {
      assert.equal((await get(server, `/search?q=p${i}`, "127.0.0.1", from("10.1.1.1"))).status, 200);
    }
    assert.equal((await get(server, "/search?q=x", "127.0.0.1", from("10.1.1.1"))).status, 429);
    assert.equal((await get(server, "/search?q=x", "127.0.0.1", from("10.2.2.2"))).status, 200);
  });
});
