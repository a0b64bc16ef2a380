import assert from "node:assert/strict";
import { CrashLoop, OutputTail } from "./crash_loop.ts";

const PANIC =
  "Deno has panicked.\nthread 'sw-0' panicked at …\nKV collect expired failed: database disk image is malformed\n";
const LIMITS = { crashes: 5, damagedStoreCrashes: 3, windowMs: 60_000 };

function clocked(limits = LIMITS) {
  let now = 1_000_000;
  const loop = new CrashLoop(limits, "/srv/recetas/store.kv", () => now);
  return { loop, advance: (ms: number) => now += ms };
}

Deno.test("three damaged-store panics within a minute stop it, with one line naming KV_PATH and what to do", () => {
  const { loop, advance } = clocked();
  assert.deepEqual(loop.record("server 1/2", "exited with code 1", PANIC), { stop: false });
  advance(1_500);
  assert.deepEqual(loop.record("server 2/2", "exited with code 1", PANIC), { stop: false });
  advance(1_500);
  const verdict = loop.record("server 1/2", "exited with code 1", PANIC);
  assert.equal(verdict.stop, true);
  assert.ok(verdict.stop && verdict.reason === "damaged-store");
  assert.ok(verdict.stop && !verdict.line.includes("\n"), "one line");
  assert.match(verdict.stop ? verdict.line : "", /KV_PATH \(\/srv\/recetas\/store\.kv\) is damaged/);
  assert.match(verdict.stop ? verdict.line : "", /npm run restore/);
  assert.match(verdict.stop ? verdict.line : "", /sqlite3 \/srv\/recetas\/store\.kv \.recover/);
});

Deno.test("damaged-store panics spread over more than a minute, or other crashes, do not count as a damaged store", () => {
  const { loop, advance } = clocked({ ...LIMITS, crashes: 0 });
  for (let i = 0; i < 5; i++) {
    assert.deepEqual(loop.record("server", "exited with code 1", PANIC), { stop: false }, `panic ${i}`);
    advance(30_001);
  }
  for (let i = 0; i < 20; i++) {
    assert.deepEqual(loop.record("server", "exited with code 1", "TypeError: boom\n"), { stop: false });
  }
});

Deno.test("a server crashing CRASH_LOOP_LIMIT times within a minute stops it; other servers count apart", () => {
  const { loop, advance } = clocked();
  for (let i = 0; i < 4; i++) {
    assert.deepEqual(loop.record("server 1/2", "exited with code 1", ""), { stop: false });
    assert.deepEqual(loop.record("server 2/2", "was killed by SIGKILL", ""), { stop: false });
    advance(10_000);
  }
  advance(20_001); // the first crash of each has left the window
  assert.deepEqual(loop.record("server 1/2", "exited with code 1", ""), { stop: false });
  const verdict = loop.record("server 1/2", "exited with code 3", "");
  assert.deepEqual(verdict, {
    stop: true,
    reason: "crash-loop",
    line: "Supervisor: server 1/2 crashed 5 times within 60 s (last: exited with code 3); stopping instead of " +
      "restarting. See its output above, fix the cause and start again.",
  });
});

Deno.test("output tail keeps the end of a stream, across chunks split inside a character", () => {
  const tail = new OutputTail(10);
  const bytes = new TextEncoder().encode("0123456789abcdéf");
  tail.add(bytes.subarray(0, 14));
  tail.add(bytes.subarray(14));
  assert.equal(tail.text, "6789abcdéf");
});
