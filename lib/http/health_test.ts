import assert from "node:assert/strict";
import { readinessReport } from "../process/readiness_report.ts";
import { healthHandler, readyzResponse } from "./health.ts";

Deno.test("health: a report is ready only when every check is ok", () => {
  assert.deepEqual(readinessReport({ store: "ok", media: "ok" }), {
    ready: true,
    checks: { store: "ok", media: "ok" },
  });
  assert.equal(readinessReport({ store: "ok", media: "not writable: /x" }).ready, false);
});

Deno.test("health: /readyz is 200 when ready, 503 with Retry-After otherwise, never cached", async () => {
  const ok = readyzResponse(readinessReport({ store: "ok" }));
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get("retry-after"), null);
  assert.equal(ok.headers.get("cache-control"), "no-store");
  const failing = readyzResponse(readinessReport({ store: "opening" }));
  assert.equal(failing.status, 503);
  assert.equal(failing.headers.get("retry-after"), "1");
  assert.deepEqual(await failing.json(), { ready: false, checks: { store: "opening" } });
});

Deno.test("health: the private port's handler answers the two paths only", async () => {
  let ready = false;
  let asked = 0;
  const handler = healthHandler(() => {
    asked++;
    return Promise.resolve(readinessReport({ store: ready ? "ok" : "opening" }));
  });
  const healthz = await handler(new Request("http://127.0.0.1/healthz"));
  assert.equal(healthz.status, 200);
  assert.equal(await healthz.text(), "ok");
  assert.equal(asked, 0, "/healthz asks nothing");
  assert.equal((await handler(new Request("http://127.0.0.1/readyz"))).status, 503);
  ready = true;
  assert.equal((await handler(new Request("http://127.0.0.1/readyz"))).status, 200);
  const head = await handler(new Request("http://127.0.0.1/readyz", { method: "HEAD" }));
  assert.equal(head.status, 200);
  assert.equal(head.body, null);
  assert.equal((await handler(new Request("http://127.0.0.1/"))).status, 404);
  assert.equal((await handler(new Request("http://127.0.0.1/readyz/x"))).status, 404);
  const post = await handler(new Request("http://127.0.0.1/readyz", { method: "POST" }));
  assert.equal(post.status, 405);
  assert.equal(post.headers.get("allow"), "GET, HEAD");
});
