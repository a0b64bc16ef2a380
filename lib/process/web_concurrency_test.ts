import assert from "node:assert/strict";
import { webConcurrency } from "./web_concurrency.ts";

Deno.test("WEB_CONCURRENCY: a whole number, else one process per core", () => {
  assert.equal(webConcurrency(() => "3"), 3);
  assert.equal(webConcurrency(() => undefined), Math.max(1, navigator.hardwareConcurrency || 1));
  assert.equal(webConcurrency(() => " "), Math.max(1, navigator.hardwareConcurrency || 1));
  for (const bad of ["0", "-1", "1.5", "many", "65"]) assert.throws(() => webConcurrency(() => bad), /WEB_CONCURRENCY/);
});
