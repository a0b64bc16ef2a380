/**
 * Everything a running site needs, in one place: the store, the media
 * storage, the first admin, the demo content and the Hono app. `main.ts`, the
 * tests' `startSite` and the benchmarks all start the site through here.
 */
import { createServerApp, type ServerApp, type ServerAppOptions } from "./app.ts";
import type { ScryptParams } from "./auth/password.ts";
import { openCheckedStore } from "./db/store_check.ts";
import type { MediaStorage } from "./media/storage.ts";
import type { SeedSummary } from "./seed/seed.ts";
import { runStartupJobs } from "./startup_jobs.ts";

/** Options of {@link startApp}. */
export interface StartAppOptions {
  /** KV store: a file path, `:memory:` or a KV Connect URL. */
  kvPath: string;
  media: MediaStorage;
  /** Origin of every absolute URL (`SITE_URL`). */
  siteUrl: string;
  /** Page cache settings (`CACHE_VERSION_CHECK_MS`, `PAGE_CACHE_MB`). */
  pageCache?: ServerAppOptions["pageCache"];
  /** First admin, created only when the store has no users (unset fields come from the environment). */
  admin?: { email?: string; password?: string; hashParams?: ScryptParams };
  /** Load the demo content into an empty store. */
  seedDemo?: boolean;
  /** Minified client bundles (default from `fresh.config.ts`). */
  production?: boolean;
  /** AI providers (`lib/ai/env.ts`); AI is off when absent. */
  ai?: ServerAppOptions["ai"];
  /** URLs per sitemap page (tests use a few). */
  sitemapPageSize?: number;
  /** The clock of day-bound rules (tests inject one; default `Date.now`). */
  now?: () => number;
  /** Where start-up notices go (the generated admin password, the seed summary). */
  log?: (message: string) => void;
}

/** A started site: its store, media storage, app and what the seed loaded. */
export interface StartedApp extends ServerApp {
  kv: Deno.Kv;
  media: MediaStorage;
  seeded: SeedSummary | null;
}

/**
 * Opens the store (refusing one that is not this site's with a `StoreRefusedError`), runs the start-up jobs in
 * order (`startup_jobs.ts`: first admin, demo seed when asked, menu links, indexes) and builds the app; the caller
 * serves `app.fetch`.
 */
export async function startApp(options: StartAppOptions): Promise<StartedApp> {
  const log = options.log ?? (() => {});
  const { media } = options;
  const kv = await openCheckedStore(options.kvPath);
  try {
    const { seeded } = await runStartupJobs(kv, { media, admin: options.admin, seedDemo: options.seedDemo, log });
    const server = await createServerApp({
      kv,
      media,
      siteUrl: options.siteUrl,
      production: options.production,
      pageCache: options.pageCache,
      ai: options.ai,
      sitemapPageSize: options.sitemapPageSize,
      now: options.now,
    });
    return { ...server, kv, media, seeded };
  } catch (error) {
    kv.close();
    throw error;
  }
}
