/**
 * Starts one server process: opens the store, makes sure an admin exists, loads the demo
 * content into an empty store (all in `lib/start_app.ts`), and serves HTTP. A store that is not this site's ends the
 * process with one line naming `KV_PATH` and exit code 78 (`lib/db/store_check.ts`).
 */
import { readAiEnv } from "./lib/ai/env.ts";
import { readConfig } from "./lib/config.ts";
import { openMediaStorage } from "./lib/media/open_storage.ts";
import { startApp } from "./lib/start_app.ts";
import { STORE_REFUSED_EXIT_CODE, StoreRefusedError } from "./lib/db/store_check.ts";

const config = readConfig();
const { app } = await startApp({
  kvPath: config.kvPath,
  media: openMediaStorage(config),
  siteUrl: config.siteUrl,
  admin: { email: config.adminEmail, password: config.adminPassword },
  seedDemo: config.seedDemo,
  log: console.log,
  ai: readAiEnv(),
  pageCache: { versionCheckMs: config.cacheVersionCheckMs, maxBytes: config.pageCacheBytes },
}).catch((error) => {
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
