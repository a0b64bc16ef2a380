import assert from "node:assert/strict";
import { countingKv } from "../../tests/support/counting_kv.ts";
import { CONTENT_VERSION_KEY } from "../db/content_version.ts";
import { VersionClock } from "./version_clock.ts";

Deno.test("version clock: past half the interval a call answers from memory and reads the next version behind it", async () => {
  const dir = await Deno.makeTempDir();
  const server = await Deno.openKv(`${dir}/store.kv`);
  const otherProcess = await Deno.openKv(`${dir}/store.kv`);
  try {
    const counting = countingKv(server);
    let now = 1_000;
    const clock = new VersionClock(counting.kv, 100, () => {}, () => now);
    const first = await clock.current();
    assert.equal(counting.reads, 1);

    now += 40;
    assert.equal(clock.current(), first, "fresh: from memory");
    assert.equal(counting.reads, 1, "no read before half the interval");

    // A write through another connection, as another process makes (this process's own writes are counted apart).
    await otherProcess.set(CONTENT_VERSION_KEY, 1);
    now += 20;
    assert.equal(clock.current(), first, "past half the interval: still answered at once");
    assert.equal(counting.reads, 1 + 1, "and the next read started");
    assert.equal(clock.current(), first);
    assert.equal(counting.reads, 2, "one read at a time");
    await clock.read();

    now += 90;
    const seen = clock.current();
    assert.equal(typeof seen, "string", "the background read kept the clock fresh: no call waits");
    assert.notEqual(seen, first, "another process's write is seen within the interval");
  } finally {
    server.close();
    otherProcess.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("version clock: interval 0 reads on every call, past the interval a call waits for the read", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    let now = 0;
    const every = new VersionClock(kv, 0, () => {}, () => now);
    assert.ok(every.current() instanceof Promise);
    await every.current();
    assert.ok(every.current() instanceof Promise);
    await every.current();
    const throttled = new VersionClock(kv, 100, () => {}, () => now);
    await throttled.current();
    now += 500;
    const late = throttled.current();
    assert.ok(late instanceof Promise, "long after the last read: the answer waits for a new one");
    await late;
  } finally {
    kv.close();
  }
});
