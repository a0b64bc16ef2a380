/**
 * One server process (`main.ts`): reads the configuration once (a bad value ends the process with one line naming
 * the variable), serves the site and stops gracefully. A store that is not this site's, or a bad configuration, ends
 * the process with exit code 78 (`lib/process/exit_codes.ts`), which the supervisor does not restart.
 *
 * - Start: by default the server listens at once and answers 503 "preparing" (`lib/http/preparing.ts`) while the
 *   start-up jobs run, then serves the app and prints its address. With `LISTEN_WHEN_READY=1` (a replacement in a
 *   rolling restart, `scripts/supervise.ts`) it joins the port only once the app is built and its content snapshot
 *   warmed, so it never answers "preparing" beside servers that already serve the site.
 * - Health: `/healthz` and `/readyz` on the site's port (`lib/http/health.ts`); with `HEALTH_PORT` also on a private
 *   127.0.0.1 port, announced by a line (`lib/process/health_port_line.ts`), where `/readyz` passes only once the
 *   server listens on the site's port too.
 * - Routes: once it serves, it loads every route module it has not loaded yet, in the background.
 * - Stop: on SIGTERM or SIGINT it drains and shuts down within `SHUTDOWN_GRACE_MS` (`lib/process/graceful_stop.ts`),
 *   stops its background jobs at a safe point (publisher, store cleanups, backup schedule; leases released), lets a search index save under way end,
 *   closes the store and exits 0.
 */
import type { AppConfig } from "./config.ts";
import { StoreRefusedError } from "./db/store_check.ts";
import { healthHandler } from "./http/health.ts";
import { preparingHandler, preparingReport, type StartStep } from "./http/preparing.ts";
import { RequestDrain } from "./process/drain.ts";
import { STORE_REFUSED_EXIT_CODE } from "./process/exit_codes.ts";
import { stopGracefully } from "./process/graceful_stop.ts";
import { healthPortLine } from "./process/health_port_line.ts";
import type { ReadinessReport } from "./process/readiness_report.ts";
import { startApp, type StartAppOptions, type StartedApp } from "./start_app.ts";

/** The signals that stop a server gracefully. */
export const STOP_SIGNALS = ["SIGTERM", "SIGINT"] as const;

/** The line a server prints when it stopped within the grace: requests finished, jobs stopped, store closed. */
export const STOPPED_LINE = "Recetas Cubanas stopped: requests finished, jobs stopped, store closed";

/** The line a server prints once it serves the site (tests and scripts wait for it). */
export function listeningLine(hostname: string, port: number): string {
  return `Recetas Cubanas listening on http://${hostname}:${port}/`;
}

/** A site on its way up: `fetch` answers "preparing" until `ready` (the start) resolves, then the app. */
export interface StartingSite {
  fetch: (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
  ready: Promise<StartedApp>;
  /** The step of the start under way. */
  step: () => StartStep;
}

/** Starts the site of `config` behind a "preparing" answer ({@link StartingSite}). */
export function startBehindPreparing(config: AppConfig, options: StartAppOptions = {}): StartingSite {
  let current: StartStep = "opening";
  const step = () => current;
  let handler: StartingSite["fetch"] = preparingHandler(config.siteUrl, config, step);
  const onStep = (next: StartStep) => {
    current = next;
    options.onStep?.(next);
  };
  const ready = startApp(config, { ...options, onStep }).then((started) => {
    handler = started.app.fetch;
    return started;
  });
  return { fetch: (request, info) => handler(request, info), ready, step };
}

/** Serves the site of `config` as the module doc says; resolves once it serves the app (the address line printed). */
export async function serveSite(config: AppConfig, options: StartAppOptions = {}): Promise<StartedApp> {
  const drain = new RequestDrain();
  const site = startBehindPreparing(config, { ...options, draining: () => drain.draining });
  const servers: Deno.HttpServer[] = [];
  let publicServer: Deno.HttpServer | null = null;
  let started: StartedApp | null = null;

  const listen = () => {
    // Several processes (WEB_CONCURRENCY, see scripts/supervise.ts) share the port; the kernel spreads connections.
    publicServer = Deno.serve(
      { port: config.port, hostname: config.hostname, reusePort: true, onListen() {} },
      drain.wrap(site.fetch),
    );
    servers.push(publicServer);
  };
  if (!config.lifecycle.listenWhenReady) listen();

  const privateReadiness = async (): Promise<ReadinessReport> => {
    if (!started) {
      const report = preparingReport(site.step());
      return drain.draining ? { ready: false, checks: { ...report.checks, server: "draining" } } : report;
    }
    const report = await started.readiness();
    if (publicServer) return report;
    return { ready: false, checks: { ...report.checks, server: "not listening yet" } };
  };
  if (config.lifecycle.healthPort !== null) {
    const health = Deno.serve(
      { hostname: "127.0.0.1", port: config.lifecycle.healthPort, onListen() {} },
      healthHandler(privateReadiness),
    );
    servers.push(health);
    console.log(healthPortLine((health.addr as Deno.NetAddr).port));
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const outcome = await stopGracefully({
      drain,
      servers: () => servers,
      graceMs: config.lifecycle.shutdownGraceMs,
      log: console.error,
      cleanUp: async () => {
        if (!started) return;
        await started.stopJobs();
        // A search index being saved in the background finishes its write (it started before the stop).
        while (started.content.search.saving) await started.content.search.saving;
        started.kv.close();
      },
    });
    try {
      if (outcome === "clean") console.log(STOPPED_LINE);
    } catch {
      // Nobody reads the output any more (a closed pipe): the stop is done all the same.
    }
    Deno.exit(0);
  };
  for (const signal of STOP_SIGNALS) Deno.addSignalListener(signal, () => void stop());

  started = await site.ready.catch((error) => {
    if (!(error instanceof StoreRefusedError)) throw error;
    // One line naming KV_PATH and what to do; the supervisor does not restart on this code.
    console.error(error.message);
    Deno.exit(STORE_REFUSED_EXIT_CODE);
  });
  if (!publicServer) {
    // Warms the content snapshot (and checks the store and media) before the first request can arrive.
    await started.readiness();
    if (stopping) return started;
    listen();
  }
  const { hostname, port } = publicServer!.addr as Deno.NetAddr;
  console.log(listeningLine(hostname, port));
  // The route modules not loaded yet load now, in the background: after a `git pull` on the server (upgrades are
  // pull → build → HUP), this process never reads a route file newer than its start.
  started.loadAllRoutes().catch((error) => console.error("Loading the route modules failed:", error));
  return started;
}
