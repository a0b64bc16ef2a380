/**
 * One server process (`main.ts`): reads the configuration once (a bad value ends the process with one line naming
 * the variable), listens at once, answers 503 "preparing" pages (`lib/http/preparing.ts`) while the start-up jobs run,
 * then serves the app and prints its address. A store that is not this site's, or a bad configuration, ends the
 * process with exit code 78 (`lib/process/exit_codes.ts`), which the supervisor does not restart.
 */
import type { AppConfig } from "./config.ts";
import { StoreRefusedError } from "./db/store_check.ts";
import { preparingHandler } from "./http/preparing.ts";
import { STORE_REFUSED_EXIT_CODE } from "./process/exit_codes.ts";
import { startApp, type StartAppOptions, type StartedApp } from "./start_app.ts";

/** The line a server prints once it serves the site (tests and scripts wait for it). */
export function listeningLine(hostname: string, port: number): string {
  return `Recetas Cubanas listening on http://${hostname}:${port}/`;
}

/** A site on its way up: `fetch` answers "preparing" until `ready` (the start) resolves, then the app. */
export interface StartingSite {
  fetch: (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
  ready: Promise<StartedApp>;
}

/** Starts the site of `config` behind a "preparing" answer ({@link StartingSite}). */
export function startBehindPreparing(config: AppConfig, options: StartAppOptions = {}): StartingSite {
  let handler: StartingSite["fetch"] = preparingHandler(config.siteUrl, config);
  const ready = startApp(config, options).then((started) => {
    handler = started.app.fetch;
    return started;
  });
  return { fetch: (request, info) => handler(request, info), ready };
}

/** Serves the site of `config` on its port; resolves once it serves the app (the address line printed). */
export async function serveSite(config: AppConfig, options: StartAppOptions = {}): Promise<StartedApp> {
  const site = startBehindPreparing(config, options);
  // Several processes (WEB_CONCURRENCY, see scripts/supervise.ts) share the port; the kernel spreads connections.
  const server = Deno.serve(
    { port: config.port, hostname: config.hostname, reusePort: true, onListen() {} },
    site.fetch,
  );
  const started = await site.ready.catch((error) => {
    if (!(error instanceof StoreRefusedError)) throw error;
    // One line naming KV_PATH and what to do; the supervisor does not restart on this code.
    console.error(error.message);
    Deno.exit(STORE_REFUSED_EXIT_CODE);
  });
  const { hostname, port } = server.addr as Deno.NetAddr;
  console.log(listeningLine(hostname, port));
  return started;
}
