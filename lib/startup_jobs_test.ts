import assert from "node:assert/strict";
import { countPosts } from "./db/posts.ts";
import { countUsers } from "./db/users.ts";
import { finishSeed, SEED_MARKER_KEY } from "./seed/seed_claim.ts";
import { MediaStore } from "./media/store.ts";
import { runStartupJobs, STARTUP_JOBS, type StartupJob, type StartupOptions } from "./startup_jobs.ts";
import { TEST_HASH_PARAMS } from "@/tests/support/auth.ts";
import { withKv } from "@/tests/support/kv.ts";

function options(dir: string, log: string[]): StartupOptions {
  return {
    media: new MediaStore(`${dir}/media`),
    admin: { email: "admin@example.com", password: "correct horse battery", hashParams: TEST_HASH_PARAMS },
    log: (message) => log.push(message),
  };
}

Deno.test("the start-up jobs run in one list, in order", () => {
  assert.deepEqual(STARTUP_JOBS.map((job) => job.name), [
    "admin bootstrap",
    "category-deletion resume",
    "demo seed",
  ]);
});

Deno.test("a first start creates the admin; the next start changes nothing", () =>
  withKv(async (kv) => {
    const log: string[] = [];
    const dir = await Deno.makeTempDir({ prefix: "recetas-startup-" });
    const opts = options(dir, log);
    try {
      assert.deepEqual(await runStartupJobs(kv, opts), { seeded: null }, "no demo content unless asked");
      assert.equal(await countUsers(kv), 1);
      const before = await Array.fromAsync(kv.list({ prefix: [] }));
      await runStartupJobs(kv, opts);
      const after = await Array.fromAsync(kv.list({ prefix: [] }));
      assert.deepEqual(after.map((e) => e.versionstamp), before.map((e) => e.versionstamp), "nothing written again");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  }));

Deno.test("the jobs run one after the other, and one that throws stops the start", () =>
  withKv(async (kv) => {
    const ran: string[] = [];
    const job = (name: string, fail = false): StartupJob => ({
      name,
      run: async () => {
        await Promise.resolve();
        ran.push(name);
        if (fail) throw new Error(`${name} failed`);
      },
    });
    const jobs = [job("first"), job("second", true), job("third")];
    await assert.rejects(() => runStartupJobs(kv, options("/nonexistent", []), jobs), /second failed/);
    assert.deepEqual(ran, ["first", "second"]);
  }));

Deno.test("a process that finds another one seeding the demo content waits until that seed is done", () =>
  withKv(async (kv) => {
    const dir = await Deno.makeTempDir({ prefix: "recetas-startup-" });
    try {
      // Another process's live claim (renewed "in the future", so it cannot go stale while the test runs).
      await kv.set(SEED_MARKER_KEY, { state: "seeding", at: new Date(Date.now() + 3_600_000).toISOString() });
      let waiting!: () => void;
      const waited = new Promise<void>((resolve) => waiting = resolve);
      const log: string[] = [];
      const opts = {
        ...options(dir, log),
        seedDemo: true,
        log: (message: string) => {
          log.push(message);
          if (/waiting for it/.test(message)) waiting();
        },
      };
      let finished = false;
      const start = runStartupJobs(kv, opts).then((results) => {
        finished = true;
        return results;
      });
      await Promise.race([waited, start]);
      assert.equal(finished, false, "still waiting while the other seed is under way");
      assert.equal(await countPosts(kv).then((counts) => counts.total), 0, "and seeds nothing itself");
      await finishSeed(kv, "done");
      assert.deepEqual(await start, { seeded: null });
      assert.deepEqual(log.filter((line) => /waiting for it/.test(line)).length, 1, "said once");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  }));
