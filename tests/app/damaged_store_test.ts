/**
 * A store with damaged pages inside (valid header and schema, noise past them: `tests/support/damaged_store.ts`)
 * makes Deno panic as soon as a server opens it. The supervisor of the start task recognises the panic, stops after
 * three such crashes with one line naming KV_PATH and what to do, and exits 78. A server that crashes at once on
 * every start, for any reason, also stops it after CRASH_LOOP_LIMIT crashes with one line, exit 70.
 */
import assert from "node:assert/strict";
import { CRASH_LOOP_EXIT_CODE, STORE_REFUSED_EXIT_CODE } from "@/lib/process/exit_codes.ts";
import { freePort, serverEnv } from "../support/process.ts";
import { writeDamagedStore } from "../support/damaged_store.ts";
import { startSupervisor, startTaskArgs, waitFor } from "../support/supervised.ts";
import { withTempDir } from "../support/temp_dirs.ts";

Deno.test("a store with damaged inner pages: Deno's panic is recognised, three crashes stop the supervisor (78)", () =>
  withTempDir("recetas-damaged-", async (dir) => {
    const env = serverEnv(dir, freePort(), { WEB_CONCURRENCY: "1" });
    await writeDamagedStore(env.KV_PATH);
    const supervisor = await startSupervisor(env);
    const stopLine = /Supervisor: the store at KV_PATH/;
    try {
      const status = await supervisor.child.status;
      // The output pipes may still hold the last lines when the exit is seen.
      const stderr = await waitFor(
        "the stop line",
        () => stopLine.test(supervisor.stderr()) ? supervisor.stderr() : null,
        10_000,
      )
        .catch(() => supervisor.stderr());
      assert.equal(status.code, STORE_REFUSED_EXIT_CODE, stderr);
      assert.match(stderr, /Deno has panicked[\s\S]*database disk image is malformed/, "the panic itself is passed on");
      assert.equal(supervisor.serverPids().length, 3, "three starts, then no more");
      const stops = stderr.split("\n").filter((line) => line.startsWith("Supervisor: the store at KV_PATH"));
      assert.equal(stops.length, 1, stderr);
      assert.ok(stops[0].includes(`(${env.KV_PATH}) is damaged`), stops[0]);
      assert.match(stops[0], /npm run restore/);
      assert.ok(stops[0].includes(`sqlite3 ${env.KV_PATH} .recover`), stops[0]);
    } finally {
      await supervisor.stopAll();
    }
  }));

Deno.test("a server crashing on every start stops the supervisor after CRASH_LOOP_LIMIT crashes (70)", () =>
  withTempDir("recetas-damaged-", async (dir) => {
    const args = await startTaskArgs();
    // The supervisor's own flags as in the start task; the "server" is a program that fails at once.
    const server = args.indexOf("run", args.indexOf("scripts/supervise.ts"));
    const crashing = [...args.slice(0, server), "eval", "console.error('boom'); Deno.exit(3)"];
    const env = serverEnv(dir, freePort(), { WEB_CONCURRENCY: "1", CRASH_LOOP_LIMIT: "3" });
    const supervisor = await startSupervisor(env, crashing);
    try {
      const status = await supervisor.child.status;
      const stderr = await waitFor(
        "the stop line",
        () => /crashed 3 times/.test(supervisor.stderr()) ? supervisor.stderr() : null,
        10_000,
      )
        .catch(() => supervisor.stderr());
      assert.equal(status.code, CRASH_LOOP_EXIT_CODE, stderr);
      assert.equal(supervisor.serverPids().length, 3, stderr);
      assert.match(
        stderr,
        /\nSupervisor: server crashed 3 times within 60 s \(last: exited with code 3\); stopping instead of restarting\./,
      );
      assert.equal(stderr.match(/restarting in/g)?.length, 2, "two restarts before the stop");
    } finally {
      await supervisor.stopAll();
    }
  }));
