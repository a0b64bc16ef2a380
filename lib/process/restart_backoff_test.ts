import assert from "node:assert/strict";
import { RestartBackoff } from "./restart_backoff.ts";

Deno.test("restart backoff doubles from 0.5 s to 10 s and starts over after 60 s up", () => {
  const backoff = new RestartBackoff();
  const quick = Array.from({ length: 8 }, () => backoff.next(100));
  assert.deepEqual(quick, [500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  assert.equal(backoff.next(59_999), 10_000, "a short run keeps the long wait");
  assert.equal(backoff.next(60_000), 500, "a healthy run resets the wait");
  assert.equal(backoff.next(10), 1000);
});
