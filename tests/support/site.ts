/**
 * A whole site for integration and browser tests: a real KV file in a temp
 * folder, the first admin, optionally the demo content, and the app served
 * on a loopback port whose address is the site's `SITE_URL`.
 */
import type { AiEnv } from "@/lib/ai/env.ts";
import type { ServerApp } from "@/lib/app.ts";
import type { MediaStorage } from "@/lib/media/storage.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { startApp } from "@/lib/start_app.ts";
import { ensureTestBuild } from "./build.ts";
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
  close(): Promise<void>;
}

/**
 * Starts a site on a fresh KV file; `seed` loads the demo content; `media` replaces the temp media folder;
 * `siteUrl` replaces the loopback address as `SITE_URL`; `ai` sets the AI providers (off by default);
 * `sitemapPageSize` sets the URLs per sitemap page; `dir` starts on the store of an earlier site in that folder (a
 * restart), which is then left for the caller to remove.
 */
export async function startSite(
  options: {
    seed?: boolean;
    media?: MediaStorage;
    siteUrl?: string;
    ai?: AiEnv;
    sitemapPageSize?: number;
    dir?: string;
  } = {},
): Promise<TestSite> {
  await ensureTestBuild();
  const dir = options.dir ?? await Deno.makeTempDir({ prefix: "recetas-test-" });
  const media = options.media ?? new MediaStore(`${dir}/media`);
  let handler: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const server = serve((request, info) => handler(request, info));
  const { app, kv, pageCache } = await startApp({
    kvPath: `${dir}/store.kv`,
    media,
    siteUrl: options.siteUrl ?? server.url,
    admin: TEST_ADMIN,
    seedDemo: options.seed,
    ai: options.ai,
    sitemapPageSize: options.sitemapPageSize,
  });
  handler = app.fetch;
  return {
    url: server.url,
    kv,
    dir,
    app,
    media,
    async close() {
      await server.close();
      await pageCache.search.saving; // a search index being saved in the background
      kv.close();
      if (!options.dir) await Deno.remove(dir, { recursive: true });
    },
  };
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
