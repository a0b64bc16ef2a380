import assert from "node:assert/strict";
import { LONGEST_TIMER_MS, startDueLoop, type Timer, UNREF_TIMER } from "./due_loop.ts";

/** A timer that never fires by itself: `armed` lists the delays set and not cleared. */
function manualTimer() {
  const armed = new Set<{ ms: number }>();
  const timer: Timer = {
    set: (_run, ms) => {
      const handle = { ms };
      armed.add(handle);
      return handle;
    },
    clear: (handle) => armed.delete(handle as { ms: number }),
  };
  return { delays: () => [...armed].map(({ ms }) => ms), timer };
}

Deno.test("a due loop sleeps until the next run is due, retries a failed run, and stops with no timer left", async () => {
  const clock = { at: 1_000 };
  const { delays, timer } = manualTimer();
  const errors: unknown[] = [];
  let fail = false;
  const loop = startDueLoop({
    run: () => fail ? Promise.reject(new Error("down")) : Promise.resolve({ result: clock.at, next: clock.at + 500 }),
    idle: -1,
    onError: (error) => errors.push(error),
    retryMs: 50,
    firstAt: 1_200,
    now: () => clock.at,
    timer,
  });
  assert.deepEqual(delays(), [200], "first run at firstAt");
  assert.equal(await loop.runNow(), 1_000);
  assert.deepEqual(delays(), [500], "next run when the run said");
  fail = true;
  assert.equal(await loop.runNow(), -1);
  assert.equal(errors.length, 1);
  assert.deepEqual(delays(), [50], "a failed run is tried again after retryMs");
  await loop.stop();
  assert.deepEqual(delays(), []);
  assert.equal(await loop.runNow(), -1, "stopped: runs nothing");
});

Deno.test("a wake-up brings the next run forward: asked during a run, it bounds the sleep after it", async () => {
  const { delays, timer } = manualTimer();
  const finish = Promise.withResolvers<{ result: number; next: number }>();
  const started = Promise.withResolvers<void>();
  const loop = startDueLoop({
    run: () => {
      started.resolve();
      return finish.promise;
    },
    idle: -1,
    onError: () => {},
    retryMs: 50,
    now: () => 0,
    timer,
  });
  await started.promise;
  loop.wake(300);
  finish.resolve({ result: 7, next: 1_000 });
  assert.equal(await loop.runNow(), 7, "runNow waits for the run going on, then runs again");
  assert.deepEqual(delays(), [1_000], "the wake-up bounded only the sleep after the run it came during");
  loop.wake(200);
  assert.deepEqual(delays(), [200]);
  loop.wake(900);
  assert.deepEqual(delays(), [200], "a later wake-up changes nothing");
  await loop.stop();
  assert.deepEqual(delays(), []);
});

Deno.test("the default timer never asks setTimeout for more than it keeps (a longer delay would fire at once)", () => {
  const asked: number[] = [];
  const real = globalThis.setTimeout;
  globalThis.setTimeout = ((_run: () => void, ms?: number) => {
    asked.push(ms ?? 0);
    return real(() => {}, 0);
  }) as typeof setTimeout;
  try {
    UNREF_TIMER.clear(UNREF_TIMER.set(() => {}, 30 * 24 * 3_600_000));
    UNREF_TIMER.clear(UNREF_TIMER.set(() => {}, 5_000));
  } finally {
    globalThis.setTimeout = real;
  }
  assert.deepEqual(asked, [LONGEST_TIMER_MS, 5_000]);
});
