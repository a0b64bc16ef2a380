/**
 * Starts one server process: opens the store, makes sure an admin exists, loads the demo
 * content into an empty store (all in `lib/start_app.ts`), and serves HTTP.
 */
import { readAiEnv } from "./lib/ai/env.ts";
import { readConfig } from "./lib/config.ts";
import { openMediaStorage } from "./lib/media/open_storage.ts";
import { startApp } from "./lib/start_app.ts";

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
});

// Several processes (WEB_CONCURRENCY, see scripts/supervise.ts) share the port; the kernel spreads connections.
Deno.serve({
  port: config.port,
  hostname: config.hostname,
  reusePort: true,
  onListen: ({ hostname, port }) => console.log(`Recetas Cubanas listening on http://${hostname}:${port}/`),
}, app.fetch);
