import assert from "node:assert/strict";
import { ApiError, failureMessage } from "./api.ts";

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
