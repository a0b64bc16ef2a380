import assert from "node:assert/strict";
import { measure, quantile } from "./load.ts";

Deno.test("quantile picks the nearest-rank value", () => {
  const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(quantile(sorted, 0.5), 50);
  assert.equal(quantile(sorted, 0.99), 99);
  assert.equal(quantile(sorted, 1), 100);
  assert.equal(quantile(new Float64Array(), 0.5), 0);
});

Deno.test("measure sends exactly warm-up plus measured requests, never more than the concurrency at once", async () => {
  let seen = 0;
  let inFlight = 0;
  let peak = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    seen++;
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return new Response(request.url.endsWith("/bad") ? "no" : "hola", {
      status: request.url.endsWith("/bad") ? 500 : 200,
    });
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}`;
    const result = await measure(`${url}/`, { requests: 40, concurrency: 4, warmup: 10 });
    assert.equal(seen, 50);
    assert.ok(peak <= 4 && peak >= 2, `peak ${peak}`);
    assert.equal(result.requests, 40);
    assert.equal(result.errors, 0);
    assert.equal(result.bodyBytes, 4);
    assert.ok(result.p50 > 0 && result.p99 >= result.p50);
    assert.ok(result.rps > 0);
    assert.equal((await measure(`${url}/bad`, { requests: 5, concurrency: 2 })).errors, 5);
  } finally {
    await server.shutdown();
  }
});
