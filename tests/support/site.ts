/**
 * A whole site for integration and browser tests: a real KV file in a temp
 * folder, the first admin, optionally the demo content, and the app served
 * on a loopback port whose address is the site's `SITE_URL`.
 */
import { createServerApp } from "@/lib/app.ts";
import { ensureAdminUser } from "@/lib/auth/bootstrap_admin.ts";
import { openKv } from "@/lib/db/kv.ts";
import { stopBuilder } from "@/lib/fresh/build.ts";
import type { MediaStorage } from "@/lib/media/storage.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { seedDemoContent } from "@/lib/seed/seed.ts";
import { serve } from "./server.ts";

/** Credentials of the admin every test site starts with. */
export const TEST_ADMIN = { email: "admin@example.test", password: "correct horse battery staple" };

/** A running test site. */
export interface TestSite {
  url: string;
  kv: Deno.Kv;
  dir: string;
  app: Awaited<ReturnType<typeof createServerApp>>["app"];
  media: MediaStorage;
  close(): Promise<void>;
}

/** Starts a site on a fresh KV file; `seed` loads the demo content; `media` replaces the temp media folder. */
export async function startSite(options: { seed?: boolean; media?: MediaStorage } = {}): Promise<TestSite> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-test-" });
  const kv = await openKv(`${dir}/store.kv`);
  const media = options.media ?? new MediaStore(`${dir}/media`);
  await ensureAdminUser(kv, { ...TEST_ADMIN, log: () => {} });
  if (options.seed) await seedDemoContent(kv, { media });
  let handler: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const server = serve((request, info) => handler(request, info));
  const { app } = await createServerApp({ kv, media, siteUrl: server.url });
  await stopBuilder();
  handler = app.fetch;
  return {
    url: server.url,
    kv,
    dir,
    app,
    media,
    async close() {
      await server.close();
      kv.close();
      await Deno.remove(dir, { recursive: true });
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
