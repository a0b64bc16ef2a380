/**
 * Starts one server process: opens the store, makes sure an admin exists,
 * loads the demo content into an empty store, and serves HTTP.
 */
import { createServerApp } from "./lib/app.ts";
import { ensureAdminUser } from "./lib/auth/bootstrap_admin.ts";
import { readConfig } from "./lib/config.ts";
import { openKv } from "./lib/db/kv.ts";
import { openMediaStorage } from "./lib/media/open_storage.ts";
import { seedDemoContent } from "./lib/seed/seed.ts";

const config = readConfig();
const kv = await openKv(config.kvPath);
const media = openMediaStorage(config);
await ensureAdminUser(kv, { email: config.adminEmail, password: config.adminPassword, log: console.log });
if (config.seedDemo) {
  const seeded = await seedDemoContent(kv, { media, log: console.log });
  if (seeded) console.log(`Demo content loaded: ${seeded.posts} posts, ${seeded.categories} categories.`);
}
const { app } = await createServerApp({
  kv,
  media,
  siteUrl: config.siteUrl,
  pageCache: { versionCheckMs: config.cacheVersionCheckMs, maxBytes: config.pageCacheBytes },
});

// Several processes (WEB_CONCURRENCY, see scripts/supervise.ts) share the port; the kernel spreads connections.
Deno.serve({
  port: config.port,
  hostname: config.hostname,
  reusePort: true,
  onListen: ({ hostname, port }) => console.log(`Recetas Cubanas listening on http://${hostname}:${port}/`),
}, app.fetch);
