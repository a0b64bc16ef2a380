/**
 * `kill -HUP` to the supervisor replaces its servers one at a time with not one failed request: wrk keeps 10
 * connections busy on the home page, a recipe, a static file of the build and a search while the supervisor started
 * by the start task's exact command (`WEB_CONCURRENCY=2`) replaces both servers; wrk's count of socket errors and of
 * answers outside 2xx/3xx must be 0. Then SIGTERM stops everything gracefully: exit 0, pid file removed.
 */
import assert from "node:assert/strict";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { STOPPED_LINE } from "@/lib/serve_site.ts";
import { freePort, isAlive, PROJECT_ROOT, serverEnv } from "../support/process.ts";
import { copySeededStore } from "../support/seeded_store.ts";
import { startSupervisor, waitFor } from "../support/supervised.ts";
import { startWrk, WRK_PATIENCE } from "../support/wrk.ts";

const WRK_SCRIPT = fromFileUrl(new URL("./rolling_restart/wrk_paths.lua", import.meta.url));

/** Pages of the demo site wrk cycles through (each checked to answer 200 first). */
async function loadPaths(): Promise<string[]> {
  const manifest = JSON.parse(await Deno.readTextFile(`${PROJECT_ROOT}/_build/manifest.json`));
  return ["/", "/mojito", manifest.bootUrl as string, "/search?q=arroz", "/categoria/platos-principales"];
}

async function status(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

Deno.test("rolling restart: SIGHUP under wrk load replaces both servers with 0 failed requests", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-rolling-" });
  // The demo content seeded beforehand (once per test process): the servers start on it as on a live site's store.
  await copySeededStore(dir, { email: "admin@example.com", password: "rolling restart password" });
  const port = freePort();
  const site = `http://127.0.0.1:${port}`;
  const pidFile = `${dir}/run/recetas.pid`;
  const supervisor = await startSupervisor(
    serverEnv(dir, port, { ADMIN_PASSWORD: "rolling restart password", WEB_CONCURRENCY: "2", PID_FILE: pidFile }),
  );
  let wrk: ReturnType<typeof startWrk> | null = null;
  try {
    await waitFor("both servers to listen", () => {
      return supervisor.stdout().match(/listening on/g)?.length === 2 ? true : null;
    }, 120_000);
    const supervisorPid = Number((await Deno.readTextFile(pidFile)).trim());
    assert.equal(supervisorPid, supervisor.child.pid, "PID_FILE holds the supervisor's pid");
    const oldPids = supervisor.serverPids();
    assert.equal(oldPids.length, 2, supervisor.stdout());
    const paths = await loadPaths();
    for (const path of paths) assert.equal(await status(`${site}${path}`), 200, path);

    wrk = startWrk(["-c10", "-t2", "-d120s", ...WRK_PATIENCE, "-s", WRK_SCRIPT, site], { WRK_PATHS: paths.join(" ") });
    // The load runs before the signal (a first answer through wrk's connections shows in the server's work).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    Deno.kill(supervisorPid, "SIGHUP");
    await waitFor("the rolling restart to end", () => {
      return /rolling restart done/.test(supervisor.stdout()) ? true : null;
    }, 240_000);
    // The new servers carry the load for a moment before wrk stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const summary = await wrk.finish();
    wrk = null;

    assert.match(supervisor.stdout(), /rolling restart done: 2 of 2 server\(s\) replaced/, supervisor.stdout());
    const newPids = supervisor.serverPids().slice(2);
    assert.equal(newPids.length, 2, supervisor.stdout());
    for (const pid of oldPids) {
      assert.ok(!newPids.includes(pid));
      assert.ok(!isAlive(pid), `old server ${pid} has ended`);
    }
    for (const pid of newPids) assert.ok(isAlive(pid), `new server ${pid} runs`);
    for (const [i, pid] of oldPids.entries()) {
      assert.match(supervisor.stdout(), new RegExp(`server ${i + 1}/2: pid ${pid} stopped, pid ${newPids[i]} serves`));
    }
    console.log(
      `wrk through the rolling restart: ${summary.requests} requests, socket errors ${
        JSON.stringify(summary.errors)
      }, non-2xx/3xx ${summary.non2xx3xx}`,
    );
    assert.ok(summary.requests > 1_000, summary.output);
    assert.deepEqual(summary.errors, { connect: 0, read: 0, write: 0, timeout: 0 }, summary.output);
    assert.equal(summary.non2xx3xx, 0, summary.output);
    assert.equal(supervisor.stderr().match(/restarting in/), null, supervisor.stderr());

    supervisor.child.kill("SIGTERM");
    assert.equal((await supervisor.child.status).code, 0, supervisor.stderr());
    for (const pid of newPids) assert.ok(!isAlive(pid), `server ${pid} ends with the supervisor`);
    const stopped = supervisor.stdout().split("\n").filter((line) => line === STOPPED_LINE);
    assert.equal(
      stopped.length,
      4,
      "each server, old and new, stopped gracefully; the supervisor passed its last line on",
    );
    await assert.rejects(Deno.stat(pidFile), Deno.errors.NotFound, "the pid file is removed at exit");
    assert.equal(await status(`${site}/healthz`), null, "nothing listens any more");
  } finally {
    if (wrk) await wrk.finish().catch(() => {});
    await supervisor.stopAll();
    await Deno.remove(dir, { recursive: true });
  }
});
