import assert from "node:assert/strict";
import { parseRetryAfter } from "./retry_after.ts";

Deno.test("parseRetryAfter reads seconds and HTTP dates, capped and never negative", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  assert.equal(parseRetryAfter("3", 30_000, now), 3000);
  assert.equal(parseRetryAfter(" 120 ", 30_000, now), 30_000);
  assert.equal(parseRetryAfter("Wed, 01 Jan 2025 12:00:05 GMT", 30_000, now), 5000);
  assert.equal(parseRetryAfter("Wed, 01 Jan 2025 11:00:00 GMT", 30_000, now), 0);
  assert.equal(parseRetryAfter(null, 30_000, now), null);
  assert.equal(parseRetryAfter("soon", 30_000, now), null);
  assert.equal(parseRetryAfter("-5", 30_000, now), null);
});
