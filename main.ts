/**
 * Starts one server process: reads the configuration once (a bad setting ends the process with one line naming the
 * variable and exit code 78), opens the store, makes sure an admin exists, loads the demo content into an empty store
 * (all in `lib/start_app.ts`), and serves HTTP. A store that is not this site's ends the process with one line naming
 * `KV_PATH` and exit code 78 (`lib/db/store_check.ts`).
 */
import { readConfigOrExit } from "./lib/config.ts";
import { startApp } from "./lib/start_app.ts";
import { STORE_REFUSED_EXIT_CODE, StoreRefusedError } from "./lib/db/store_check.ts";

const config = readConfigOrExit();
const { app } = await startApp(config, { log: console.log }).catch((error) => {
  if (!(error instanceof StoreRefusedError)) throw error;
  // One line naming KV_PATH and what to do; the supervisor does not restart on this code.
  console.error(error.message);
  Deno.exit(STORE_REFUSED_EXIT_CODE);
});

// Several processes (WEB_CONCURRENCY, see scripts/supervise.ts) share the port; the kernel spreads connections.
Deno.serve({
  port: config.port,
  hostname: config.hostname,
  reusePort: true,
  onListen: ({ hostname, port }) => console.log(`Recetas Cubanas listening on http://${hostname}:${port}/`),
}, app.fetch);
