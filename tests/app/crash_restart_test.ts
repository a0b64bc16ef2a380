/**
 * A server killed with SIGKILL beside another is started again in the `LISTEN_WHEN_READY` mode: it joins the port only
 * once ready, so under a light wrk load (a new connection per request, spread over both servers' sockets) through the
 * crash and the restart no answer is a 5xx ("preparing" included). Requests the killed server held break (socket
 * errors are expected there); every answer is 2xx/3xx.
 */
import assert from "node:assert/strict";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { freePort, isAlive, serverEnv } from "../support/process.ts";
import { copySeededStore } from "../support/seeded_store.ts";
import { startSupervisor, waitFor } from "../support/supervised.ts";
import { startWrk, WRK_PATIENCE } from "../support/wrk.ts";

const WRK_SCRIPT = fromFileUrl(new URL("./rolling_restart/wrk_paths.lua", import.meta.url));

Deno.test("crash restart: a server killed beside another comes back without one 5xx answer", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-crash-" });
  // The demo content seeded beforehand (once per test process): the servers start on it as on a live site's store.
  await copySeededStore(dir, { email: "admin@example.com", password: "crash restart password" });
  const port = freePort();
  const site = `http://127.0.0.1:${port}`;
  const supervisor = await startSupervisor(
    serverEnv(dir, port, { ADMIN_PASSWORD: "crash restart password", WEB_CONCURRENCY: "2" }),
  );
  const listening = () => supervisor.stdout().match(/listening on/g)?.length ?? 0;
  let wrk: ReturnType<typeof startWrk> | null = null;
  try {
    await waitFor("both servers to listen", () => listening() === 2 ? true : null, 120_000);
    const [killed, survivor] = supervisor.serverPids();
    wrk = startWrk(["-c2", "-t1", "-d120s", ...WRK_PATIENCE, "-s", WRK_SCRIPT, site], {
      WRK_PATHS: "/ /mojito /search?q=arroz",
      WRK_CONNECTION: "close",
    });
    await waitFor("wrk's first answers", async () => {
      const response = await fetch(`${site}/`);
      await response.body?.cancel();
      return response.ok ? true : null;
    }, 10_000);
    Deno.kill(killed, "SIGKILL");
    await waitFor("the restarted server to listen", () => listening() === 3 ? true : null, 120_000);
    // The restarted server takes its share of the load before wrk stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const summary = await wrk.finish();
    wrk = null;

    const restarted = supervisor.serverPids()[2];
    assert.ok(restarted && isAlive(restarted) && isAlive(survivor), supervisor.stdout());
    console.log(
      `wrk through the crash and restart: ${summary.requests} requests, socket errors ${
        JSON.stringify(summary.errors)
      }, non-2xx/3xx ${summary.non2xx3xx}`,
    );
    assert.ok(summary.requests > 100, summary.output);
    assert.equal(summary.non2xx3xx, 0, summary.output);
    assert.match(
      supervisor.stderr(),
      /server 1\/2 was killed by SIGKILL; restarting in 0\.5 s, joining the port once ready/,
      supervisor.stderr(),
    );
  } finally {
    if (wrk) await wrk.finish().catch(() => {});
    await supervisor.stopAll();
    await Deno.remove(dir, { recursive: true });
  }
});
