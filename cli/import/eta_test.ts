import assert from "node:assert/strict";
import { etaText } from "./eta.ts";

Deno.test("ETA: the pace so far times what is left, in seconds, minutes or hours; nothing before or after", () => {
  assert.equal(etaText(0, 0, 10, 5_000), "");
  assert.equal(etaText(0, 10, 10, 5_000), "");
  assert.equal(etaText(0, 1, 10, 2_000), "ETA 18s");
  assert.equal(etaText(0, 10, 100, 20_000), "ETA 3m");
  assert.equal(etaText(0, 10, 1_000, 60_000), "ETA 1h39m");
});
