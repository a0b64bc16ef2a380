import assert from "node:assert/strict";
import { api, ApiError, failureMessage } from "./api.ts";

const FALLBACK = "Failed to clear cache";

Deno.test("failureMessage: the server's own text when its answer had one", () => {
  assert.equal(failureMessage(new ApiError("Cache is busy", 503), FALLBACK), "Cache is busy");
});

Deno.test("failureMessage: the action's message for an answer without one, never 'Request failed (N)'", () => {
  assert.equal(failureMessage(new ApiError("Request failed (500)", 500, undefined, false), FALLBACK), FALLBACK);
  assert.equal(failureMessage(new ApiError("", 502), FALLBACK), FALLBACK);
});

Deno.test("failureMessage: a network failure gives the action's message; the browser's own checks keep theirs", () => {
  assert.equal(failureMessage(new TypeError("Failed to fetch"), FALLBACK), FALLBACK);
  assert.equal(failureMessage("offline", FALLBACK), FALLBACK);
  assert.equal(
    failureMessage(new Error("Failed to convert image to WebP"), FALLBACK),
    "Failed to convert image to WebP",
  );
});

Deno.test("api: an answer without a message fails with the caller's fallback, else 'Request failed (N)'", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => Response.json({}, { status: 500 }),
  );
  const realFetch = globalThis.fetch;
  const origin = `http://127.0.0.1:${server.addr.port}`;
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init);
  const failure = (init?: { fallback: string }) => api("/x", init).then(() => assert.fail("resolved"), (e) => e);
  try {
    const withFallback = await failure({ fallback: FALLBACK });
    assert.equal(withFallback.message, FALLBACK);
    assert.equal(failureMessage(withFallback, "Other"), FALLBACK);
    const without = await failure();
    assert.equal(without.message, "Request failed (500)");
    assert.equal(failureMessage(without, "Other"), "Other");
  } finally {
    globalThis.fetch = realFetch;
    await server.shutdown();
  }
});
