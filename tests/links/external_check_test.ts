/** The external link checker against loopback servers: classification, retries, politeness. */
import assert from "node:assert/strict";
import { ExternalLinkChecker } from "@/lib/links/external_checker.ts";
import { type LinkCheckOptions, resolveLinkCheckOptions } from "@/lib/links/options.ts";
import { closedPortUrl, InFlight, startStatusServer, startTargetServer } from "./link_targets.ts";

function checker(options: LinkCheckOptions = {}): ExternalLinkChecker {
  return new ExternalLinkChecker(resolveLinkCheckOptions({
    perHostDelayMs: 0,
    timeoutMs: 300,
    retries: 2,
    retryBaseDelayMs: 5,
    siteOrigins: ["https://recetas.test"],
    ...options,
  }));
}

Deno.test("external links are classified from real HTTP answers", async (t) => {
  const server = startTargetServer();
  const check = checker();
  const at = (path: string) => check.check(new URL(server.url + path));
  try {
    await t.step("200 is ok and the checker names itself", async () => {
      assert.deepEqual(await at("/ok"), { outcome: "ok", status: 200 });
      assert.deepEqual(server.methods.get("/ok"), ["HEAD"]);
      assert.match(server.lastUserAgent ?? "", /^RecetasCubanasLinkChecker\/1\.0 \(\+https:\/\/recetas\.test\)$/);
    });
    await t.step("a chain of 3 permanent redirects ends ok", async () => {
      assert.deepEqual(await at("/chain/3"), { outcome: "ok", status: 200 });
      assert.equal(server.hits.get("/chain/0"), 1);
    });
    await t.step("10 redirects are followed, 11 are too many", async () => {
      assert.equal((await at("/chain/10")).outcome, "ok");
      assert.deepEqual(await at("/chain/11"), { outcome: "broken", status: 301, reason: "too many redirects" });
      assert.equal(server.hits.get("/chain/0"), 2, "/chain/11 stopped before reaching the end");
      const endless = await at("/many/0");
      assert.equal(endless.outcome, "broken");
      assert.equal(endless.reason, "too many redirects");
      assert.equal(server.hits.get("/many/10"), 1);
      assert.equal(server.hits.get("/many/11"), undefined);
    });
    await t.step("a redirect back to itself is a loop", async () => {
      assert.deepEqual(await at("/loop"), { outcome: "broken", status: 302, reason: "redirect loop" });
    });
    await t.step("404 and 410 are broken without retries", async () => {
      assert.deepEqual(await at("/missing"), { outcome: "broken", status: 404, reason: "not found" });
      assert.deepEqual(await at("/gone"), { outcome: "broken", status: 410, reason: "gone" });
      assert.equal(server.hits.get("/missing"), 1);
    });
    await t.step("405 on HEAD is retried with GET", async () => {
      assert.deepEqual(await at("/head-405"), { outcome: "ok", status: 200 });
      assert.deepEqual(server.methods.get("/head-405"), ["HEAD", "GET"]);
    });
    await t.step("401, 403 and 999 need a manual check", async () => {
      assert.deepEqual(await at("/forbidden"), {
        outcome: "manual",
        status: 403,
        reason: "access denied to automated checks",
      });
      assert.deepEqual(await at("/auth"), { outcome: "manual", status: 401, reason: "requires sign-in" });
      assert.equal(server.hits.get("/forbidden"), 1);
      const refusing = startStatusServer(999);
      try {
        const result = await check.check(new URL(`${refusing.url}/in/perfil`));
        assert.deepEqual(result, { outcome: "manual", status: 999, reason: "automated checks refused" });
        assert.equal(refusing.hits, 1);
      } finally {
        await refusing.close();
      }
    });
    await t.step("a Cloudflare challenge needs a manual check and is not retried", async () => {
      assert.deepEqual(await at("/cf"), { outcome: "manual", status: 503, reason: "bot protection challenge" });
      assert.equal(server.hits.get("/cf"), 1);
    });
    await t.step("a transient 503 is retried and then ok", async () => {
      assert.deepEqual(await at("/flaky"), { outcome: "ok", status: 200 });
      assert.equal(server.hits.get("/flaky"), 2);
    });
    await t.step("a 500 that persists is broken after the retries", async () => {
      assert.deepEqual(await at("/down"), { outcome: "broken", status: 500, reason: "server error" });
      assert.equal(server.hits.get("/down"), 3);
    });
    await t.step("a 429 that persists needs a manual check after the retries", async () => {
      assert.deepEqual(await at("/always-429"), { outcome: "manual", status: 429, reason: "rate limited" });
      assert.equal(server.hits.get("/always-429"), 3);
    });
    await t.step("a redirect without Location is broken", async () => {
      assert.equal((await at("/no-location")).outcome, "broken");
    });
    await t.step("the same URL is requested once per checker", async () => {
      await Promise.all([at("/ok"), at("/ok"), at("/ok")]);
      assert.equal(server.hits.get("/ok"), 1);
    });
  } finally {
    await server.close();
  }
});

Deno.test("429 with Retry-After waits that long, then the link is ok", async () => {
  const server = startTargetServer();
  try {
    const result = await checker().check(new URL(`${server.url}/rate`));
    assert.deepEqual(result, { outcome: "ok", status: 200 });
    const [first, second] = server.times.get("/rate")!;
    assert.ok(second - first >= 950, `retried after ${second - first} ms`);
  } finally {
    await server.close();
  }
});

Deno.test("a server slower than the timeout is broken with reason timeout, after the retries", async () => {
  const server = startTargetServer();
  try {
    const started = Date.now();
    const result = await checker({ timeoutMs: 100, retries: 1 }).check(new URL(`${server.url}/slow`));
    assert.deepEqual(result, { outcome: "broken", reason: "timeout" });
    assert.equal(server.hits.get("/slow"), 2);
    assert.ok(Date.now() - started < 1500, "did not wait for the slow answer");
  } finally {
    await server.close();
  }
});

Deno.test("connection refused is broken after the retries", async () => {
  const refused = await checker({ retries: 1 }).check(new URL(await closedPortUrl()));
  assert.deepEqual(refused, { outcome: "broken", reason: "connection refused" });
});

Deno.test("a DNS failure is retried, then broken", async () => {
  let calls = 0;
  const failingFetch: typeof fetch = () => {
    calls++;
    return Promise.reject(new TypeError("error sending request: dns error: failed to lookup address information"));
  };
  const result = await checker({ fetch: failingFetch }).check(new URL("http://receta.example/x"));
  assert.deepEqual(result, { outcome: "broken", reason: "DNS lookup failed" });
  assert.equal(calls, 3);
});

Deno.test("hosts refused by allowHost are skipped without a request", async () => {
  const server = startTargetServer();
  try {
    const check = checker({ allowHost: (url) => url.pathname !== "/ok" });
    assert.deepEqual(await check.check(new URL(`${server.url}/ok`)), {
      outcome: "skipped",
      reason: "host not allowed",
    });
    assert.equal(server.hits.get("/ok"), undefined);
  } finally {
    await server.close();
  }
});

Deno.test("one request at a time per host, with the per-host delay between them", async () => {
  const server = startTargetServer();
  try {
    const check = checker({ concurrency: 4, perHostDelayMs: 40 });
    const paths = Array.from({ length: 6 }, (_, i) => `/delay/${i}`);
    const results = await Promise.all(paths.map((path) => check.check(new URL(server.url + path))));
    assert.ok(results.every((r) => r.outcome === "ok"));
    assert.equal(server.maxConcurrent, 1);
    const starts = paths.map((path) => server.times.get(path)![0]).sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) {
      assert.ok(
        starts[i] - starts[i - 1] >= 60,
        `requests ${i - 1} and ${i} only ${starts[i] - starts[i - 1]} ms apart`,
      );
    }
  } finally {
    await server.close();
  }
});

Deno.test("at most `concurrency` requests run at once over all hosts", async () => {
  const inFlight = new InFlight();
  const servers = Array.from({ length: 6 }, () => startTargetServer(inFlight));
  try {
    const check = checker({ concurrency: 3 });
    const urls = servers.flatMap((s) => [0, 1, 2].map((i) => new URL(`${s.url}/delay/${i}`)));
    const results = await Promise.all(urls.map((url) => check.check(url)));
    assert.ok(results.every((r) => r.outcome === "ok"));
    assert.equal(inFlight.max, 3);
    for (const server of servers) assert.equal(server.maxConcurrent, 1);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
});
