/**
 * A whole site for integration and browser tests: a real KV file in a temp
 * folder, the first admin, optionally the demo content, and the app served
 * on a loopback port whose address is the site's `SITE_URL`.
 */
import type { AiEnv } from "@/lib/ai/env.ts";
import { createServerApp, type ServerApp } from "@/lib/app.ts";
import { type AppConfig, configFrom } from "@/lib/config.ts";
import type { MediaStorage } from "@/lib/config/media_storage.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { startApp } from "@/lib/start_app.ts";
import type { PublisherOptions, ScheduledPublisher } from "@/lib/services/scheduled_publisher.ts";
import type { VersionMaker } from "@/lib/services/image_versions.ts";
import { PRODUCTION } from "@/fresh.config.ts";
import { ensureTestBuild } from "./build.ts";
import { copySeededStore } from "./seeded_store.ts";
import { serve } from "./server.ts";

/** Credentials of the admin every test site starts with. */
export const TEST_ADMIN = { email: "admin@example.test", password: "correct horse battery staple" };

/** A running test site. */
export interface TestSite {
  url: string;
  kv: Deno.Kv;
  dir: string;
  app: ServerApp["app"];
  media: MediaStorage;
  /** The environment the site was started with (beyond the store, media and address `startSite` sets). */
  env: Record<string, string>;
  /**
   * Serves the same store at the same address from an app built for the environment `env`, as a restart with
   * that environment would (the start-up jobs have run already).
   */
  restartWith(env: Record<string, string>): Promise<void>;
  /** The site's scheduled-post publisher (its clock and timer are `publisher`'s when given). */
  publisher: ScheduledPublisher;
  /** The site's image-version maker (`versions.runNow()` makes what is queued). */
  versions: VersionMaker;
  close(): Promise<void>;
}

/**
 * Starts a site on a fresh KV file; `seed` loads the demo content; `media` replaces the temp media folder;
 * `siteUrl` replaces the loopback address as `SITE_URL`; `ai` sets the AI providers (off by default);
 * `sitemapPageSize` sets the URLs per sitemap page; `dir` starts on the store of an earlier site in that folder (a
 * restart), which is then left for the caller to remove; `env` holds more environment variables (read as
 * `main.ts` reads them, `lib/config.ts`), e.g. `TRUST_PROXY` or a sign-in provider; `now` replaces the clock of
 * day-bound rules (ratings) and of the scheduled-post publisher; `publisher` sets the publisher's timer (and a
 * clock of its own, if it needs another).
 */
export async function startSite(
  options: {
    seed?: boolean;
    media?: MediaStorage;
    siteUrl?: string;
    ai?: AiEnv;
    sitemapPageSize?: number;
    dir?: string;
    env?: Record<string, string>;
    now?: () => number;
    publisher?: PublisherOptions;
  } = {},
): Promise<TestSite> {
  await ensureTestBuild();
  const dir = options.dir ?? await Deno.makeTempDir({ prefix: "recetas-test-" });
  // A new site with the demo content in the default media folder starts on a copy of this process's seeded store.
  if (options.seed && !options.dir && !options.media) await copySeededStore(dir, TEST_ADMIN);
  const media = options.media ?? new MediaStore(`${dir}/media`);
  let handler: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const server = serve((request, info) => handler(request, info));
  const configOf = (env: Record<string, string>): AppConfig => {
    const config = configFrom(env);
    return {
      ...config,
      kvPath: `${dir}/store.kv`,
      backup: { ...config.backup, kvPath: `${dir}/store.kv` },
      siteUrl: options.siteUrl ?? server.url,
      admin: TEST_ADMIN,
      seedDemo: options.seed ?? false,
      ai: options.ai ?? config.ai,
    };
  };
  const sitemapPageSize = options.sitemapPageSize;
  const { app, kv, content, publisher, versions, stopJobs } = await startApp(configOf(options.env ?? {}), {
    media,
    production: PRODUCTION,
    sitemapPageSize,
    now: options.now,
    publisher: options.publisher,
  });
  handler = app.fetch;
  const states = [content];
  const site: TestSite = {
    url: server.url,
    kv,
    dir,
    app,
    media,
    env: options.env ?? {},
    publisher,
    versions,
    async restartWith(env) {
      const config = configOf(env);
      const restarted = await createServerApp({
        kv,
        media,
        siteUrl: config.siteUrl,
        production: PRODUCTION,
        pageCache: config.pageCache,
        ai: config.ai,
        sitemapPageSize,
        config,
        now: options.now,
      });
      site.app = restarted.app;
      site.env = env;
      states.push(restarted.content);
      handler = restarted.app.fetch;
    },
    async close() {
      await server.close();
      await stopJobs();
      // Search indexes being saved in the background.
      for (const state of states) await state.search.saving;
      kv.close();
      if (!options.dir) await Deno.remove(dir, { recursive: true });
    },
  };
  return site;
}

/** Signs in through the API and returns the bearer token. */
export async function apiLogin(site: TestSite, credentials = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** Runs `body` with `site` restarted with `values` added to its environment, then restarts it as it was. */
export async function withSiteEnv(site: TestSite, values: Record<string, string>, body: () => Promise<void>) {
  const before = site.env;
  await site.restartWith({ ...before, ...values });
  try {
    await body();
  } finally {
    await site.restartWith(before);
  }
}
