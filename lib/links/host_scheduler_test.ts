import assert from "node:assert/strict";
import { HostScheduler, sleep } from "./host_scheduler.ts";

function tracker() {
  let overall = 0;
  let maxOverall = 0;
  const perHost = new Map<string, number>();
  const maxPerHost = new Map<string, number>();
  return {
    async task(host: string, ms: number): Promise<void> {
      overall++;
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      maxOverall = Math.max(maxOverall, overall);
      maxPerHost.set(host, Math.max(maxPerHost.get(host) ?? 0, perHost.get(host)!));
      await sleep(ms);
      overall--;
      perHost.set(host, perHost.get(host)! - 1);
    },
    get maxOverall() {
      return maxOverall;
    },
    maxPerHost,
  };
}

Deno.test("HostScheduler runs one request per host and caps the overall number", async () => {
  const scheduler = new HostScheduler(3, 0);
  const t = tracker();
  const hosts = ["a", "b", "c", "d", "e"];
  await Promise.all(hosts.flatMap((host) => [1, 2, 3].map(() => scheduler.run(host, () => t.task(host, 15)))));
  assert.equal(t.maxOverall, 3);
  for (const host of hosts) assert.equal(t.maxPerHost.get(host), 1, host);
});

Deno.test("HostScheduler waits the per-host delay between requests to one host only", async () => {
  const scheduler = new HostScheduler(4, 60);
  const starts: Record<string, number[]> = { a: [], b: [] };
  const begin = Date.now();
  await Promise.all([
    ...[1, 2, 3].map(() => scheduler.run("a", () => Promise.resolve(starts.a.push(Date.now() - begin)))),
    scheduler.run("b", () => Promise.resolve(starts.b.push(Date.now() - begin))),
  ]);
  assert.ok(starts.a[1] - starts.a[0] >= 55, `gap ${starts.a[1] - starts.a[0]}`);
  assert.ok(starts.a[2] - starts.a[1] >= 55, `gap ${starts.a[2] - starts.a[1]}`);
  assert.ok(starts.b[0] < 50, `other host waited ${starts.b[0]}`);
});

Deno.test("HostScheduler.pause delays the next request to that host", async () => {
  const scheduler = new HostScheduler(2, 0);
  const begin = Date.now();
  scheduler.pause("a", 80);
  let startedA = 0;
  let startedB = 0;
  await Promise.all([
    scheduler.run("a", () => Promise.resolve(startedA = Date.now() - begin)),
    scheduler.run("b", () => Promise.resolve(startedB = Date.now() - begin)),
  ]);
  assert.ok(startedA >= 75, `a started after ${startedA}`);
  assert.ok(startedB < 50, `b started after ${startedB}`);
});

Deno.test("HostScheduler releases its slots when a task throws", async () => {
  const scheduler = new HostScheduler(1, 0);
  await assert.rejects(() => scheduler.run("a", () => Promise.reject(new Error("boom"))), /boom/);
  assert.equal(await scheduler.run("a", () => Promise.resolve(7)), 7);
});
