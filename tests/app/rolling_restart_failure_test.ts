/**
 * A rolling restart never costs the site its servers: a replacement that cannot start (here it exits at once) is
 * logged and the old server keeps serving; a SIGHUP during a rolling restart is remembered and runs one more after
 * it (two during one count as one). Runs the start task's supervisor command with a server that fails on demand
 * (`rolling_restart/failing_server.ts`).
 */
import assert from "node:assert/strict";
import { freePort, isAlive, serverEnv } from "../support/process.ts";
import { startSupervisor, startTaskArgs, waitFor } from "../support/supervised.ts";

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.status === 200 && await response.text() === "ok";
  } catch {
    return false;
  }
}

Deno.test("rolling restart: a replacement that fails keeps the old server; a SIGHUP during a restart queues one more", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-rolling-fail-" });
  const port = freePort();
  const args = (await startTaskArgs()).map((arg) =>
    arg === "main.ts" ? "tests/app/rolling_restart/failing_server.ts" : arg
  );
  assert.ok(args.includes("tests/app/rolling_restart/failing_server.ts"));
  const supervisor = await startSupervisor(
    serverEnv(dir, port, {
      SEED_DEMO: "0",
      ADMIN_PASSWORD: "failing replacement password",
      WEB_CONCURRENCY: "1",
      PID_FILE: `${dir}/recetas.pid`,
    }),
    args,
  );
  const done = () => supervisor.stdout().match(/rolling restart done: .*/g) ?? [];
  try {
    await waitFor("the server to listen", () => /listening on/.test(supervisor.stdout()) ? true : null, 120_000);
    const [first] = supervisor.serverPids();

    await Deno.writeTextFile(`${dir}/fail-start`, "");
    supervisor.child.kill("SIGHUP");
    await waitFor("the failed restart", () => done().length === 1 ? true : null, 120_000);
    assert.deepEqual(done(), ["rolling restart done: 0 of 1 server(s) replaced"]);
    const failed = supervisor.serverPids()[1];
    assert.match(
      supervisor.stderr(),
      new RegExp(
        `server: the new server \\(pid ${failed}\\) did not get ready: it exited \\(code 1\\); keeping the old one \\(pid ${first}\\)`,
      ),
    );
    assert.ok(isAlive(first), "the old server still runs");
    assert.equal(await healthy(port), true, "and serves");
    assert.doesNotMatch(supervisor.stderr(), /restarting in/, "a failed replacement is not restarted");

    await Deno.remove(`${dir}/fail-start`);
    supervisor.child.kill("SIGHUP");
    await waitFor(
      "the second restart to start",
      () => /replacement for pid \d+ started/.test(supervisor.stdout().split("done: 0 of 1")[1] ?? "") ? true : null,
      60_000,
    );
    supervisor.child.kill("SIGHUP");
    supervisor.child.kill("SIGHUP");
    await waitFor("two more restarts", () => done().length === 3 ? true : null, 240_000);
    assert.deepEqual(done().slice(1), [
      "rolling restart done: 1 of 1 server(s) replaced",
      "rolling restart done: 1 of 1 server(s) replaced",
    ]);
    assert.equal(supervisor.stdout().match(/SIGHUP during a rolling restart; another one follows it/g)?.length, 1);
    const pids = supervisor.serverPids();
    assert.equal(pids.length, 4, supervisor.stdout());
    assert.ok(!isAlive(first) && !isAlive(pids[2]), "each replaced server has ended");
    assert.ok(isAlive(pids[3]));
    assert.equal(await healthy(port), true);

    supervisor.child.kill("SIGTERM");
    assert.equal((await supervisor.child.status).code, 0, supervisor.stderr());
    assert.ok(!isAlive(pids[3]));
  } finally {
    await supervisor.stopAll();
    await Deno.remove(dir, { recursive: true });
  }
});
