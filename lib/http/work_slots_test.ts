import assert from "node:assert/strict";
import { type Release, type StartTimer, WorkSlots } from "./work_slots.ts";

/** Timers the test fires itself: a queued wait ends when the test says, never because the machine was slow. */
function manualTimers() {
  const pending = new Set<() => void>();
  const start: StartTimer = (fire) => {
    pending.add(fire);
    return () => pending.delete(fire);
  };
  return {
    start,
    get count() {
      return pending.size;
    },
    fireAll() {
      for (const fire of [...pending]) fire();
      pending.clear();
    },
  };
}

Deno.test("work slots: a free slot at once, then a queue in order, then refusals", async () => {
  const timers = manualTimers();
  const slots = new WorkSlots({ concurrency: 2, queue: 2, waitMs: 2000, startTimer: timers.start });
  const first = slots.acquire() as Release;
  const second = slots.acquire() as Release;
  assert.equal(typeof first, "function", "a free slot is granted without waiting");
  assert.equal(slots.running, 2);
  const granted: string[] = [];
  const third = Promise.resolve(slots.acquire()).then((release) => (granted.push("third"), release));
  const fourth = Promise.resolve(slots.acquire()).then((release) => (granted.push("fourth"), release));
  assert.equal(slots.queued, 2);
  assert.equal(slots.acquire(), null, "a full queue refuses at once");
  first();
  first();
  const thirdRelease = await third;
  assert.equal(typeof thirdRelease, "function");
  assert.deepEqual(granted, ["third"], "a release lets one waiter in, the first one (twice released counts once)");
  assert.equal(slots.running, 2);
  assert.equal(timers.count, 1, "the granted waiter's timer is cancelled");
  second();
  assert.equal(typeof await fourth, "function");
  assert.equal(slots.queued, 0);
});

Deno.test("work slots: a waiter whose wait runs out is refused and leaves the queue", async () => {
  const timers = manualTimers();
  const slots = new WorkSlots({ concurrency: 1, queue: 1, waitMs: 2000, startTimer: timers.start });
  const held = slots.acquire() as Release;
  const waiting = slots.acquire();
  assert.ok(waiting instanceof Promise);
  timers.fireAll();
  assert.equal(await waiting, null, "refused when the wait ran out");
  assert.equal(slots.queued, 0);
  held();
  assert.equal(slots.running, 0, "nobody was waiting any more");
  assert.equal(typeof slots.acquire(), "function");
});

Deno.test("work slots: no queue refuses as soon as every slot is taken", () => {
  const slots = new WorkSlots({ concurrency: 1, queue: 0, waitMs: 2000 });
  const held = slots.acquire() as Release;
  assert.equal(slots.acquire(), null);
  held();
  const again = slots.acquire() as Release;
  assert.equal(typeof again, "function");
  again();
});

Deno.test("work slots: a busy stretch admits no new piece past its slice, then rests as long again at share 1/2", async () => {
  let now = 0;
  // Timers due by the test's clock: each fires when the test has moved the clock past it.
  const due = new Map<() => void, number>();
  const fireDue = () => [...due].filter(([, at]) => at <= now).forEach(([fire]) => (due.delete(fire), fire()));
  const slots = new WorkSlots({
    concurrency: 2,
    queue: 4,
    waitMs: 10_000,
    share: 0.5,
    sliceMs: 50,
    now: () => now,
    startTimer: (fire, ms) => (due.set(fire, now + ms), () => due.delete(fire)),
  });
  const first = slots.acquire() as Release;
  now = 10;
  const second = slots.acquire() as Release;
  assert.equal(typeof second, "function", "within the slice a second piece starts");
  second();
  now = 60;
  const late = slots.acquire();
  assert.ok(late instanceof Promise, "past the slice a new piece waits, though a slot is free");
  now = 80;
  first();
  assert.equal(slots.running, 0, "the stretch of 80 ms ended: the slots rest for 80 ms");
  assert.equal(slots.queued, 1);
  now = 159;
  fireDue();
  assert.equal(slots.queued, 1, "not before the rest is over");
  now = 160;
  fireDue();
  const release = await late;
  assert.equal(typeof release, "function", "admitted when the rest is over");
  assert.equal(slots.running, 1);
  now = 200;
  release!();
  now = 201;
  const next = slots.acquire();
  assert.equal(typeof next, "function", "a stretch of one piece that left none waiting is not followed by a rest");
  const other = slots.acquire() as Release;
  now = 2201;
  (next as Release)();
  other();
  now = 2450;
  assert.ok(slots.acquire() instanceof Promise, "a 2 s stretch rests, but at most 250 ms");
  now = 2451;
  fireDue();
  assert.equal(slots.running, 1);
});
