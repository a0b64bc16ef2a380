import assert from "node:assert/strict";
import { RequestDrain } from "./drain.ts";
import { DRAIN_QUIET_MS, stopGracefully } from "./graceful_stop.ts";

/** A clock the test moves: `sleep` advances it instead of waiting. */
function manualTime() {
  const time = { now: 0 };
  return {
    time,
    now: () => time.now,
    sleep: async (ms: number) => {
      time.now += ms;
      await Promise.resolve();
    },
  };
}

Deno.test("graceful stop: drains until quiet, then shuts the servers down, then cleans up", async () => {
  const clock = manualTime();
  const drain = new RequestDrain(clock.now);
  const steps: string[] = [];
  const outcome = await stopGracefully({
    drain,
    graceMs: 10_000,
    now: clock.now,
    sleep: clock.sleep,
    servers: () => [{
      shutdown: () => {
        steps.push(`shutdown at ${clock.time.now}`);
        return Promise.resolve();
      },
    }],
    cleanUp: () => {
      steps.push("clean up");
      return Promise.resolve();
    },
  });
  assert.equal(outcome, "clean");
  assert.ok(drain.draining);
  const shutdownAt = Number(steps[0].split(" at ")[1]);
  assert.ok(shutdownAt >= DRAIN_QUIET_MS && shutdownAt < DRAIN_QUIET_MS + 100, steps[0]);
  assert.equal(steps[1], "clean up");
});

Deno.test("graceful stop: a request that never ends is waited for half the grace, then cut at the grace", async () => {
  const clock = manualTime();
  const drain = new RequestDrain(clock.now);
  void drain.wrap(() => new Promise<Response>(() => {}))(new Request("http://x/"), null);
  const logs: string[] = [];
  let shutdownAt = -1;
  const outcome = await stopGracefully({
    drain,
    graceMs: 2_000,
    now: clock.now,
    sleep: clock.sleep,
    log: (line) => logs.push(line),
    servers: () => [{
      shutdown: () => {
        shutdownAt = clock.time.now;
        return new Promise<void>(() => {});
      },
    }],
    cleanUp: () => Promise.reject(new Error("never reached")),
  });
  assert.equal(outcome, "cut");
  assert.ok(shutdownAt >= 1_000 && shutdownAt < 1_100, `shut down at ${shutdownAt}`);
  assert.ok(clock.time.now >= 2_000);
  assert.deepEqual(logs, ["Stopping: SHUTDOWN_GRACE_MS (2000 ms) ran out; 1 request(s) cut"]);
});
