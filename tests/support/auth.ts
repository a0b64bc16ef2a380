/**
 * Auth fixtures over the real app: users with cheap hashing, JSON posts, and
 * the whole site (`createServerApp`) on a fresh in-memory store, called with
 * `app.request()` at the origin {@link TEST_ORIGIN}.
 */
import { createServerApp, type ServerApp } from "@/lib/app.ts";
import type { ScryptParams } from "@/lib/process/password.ts";
import { createUser } from "@/lib/db/users.ts";
import { configFrom } from "@/lib/config.ts";
import { ensureTestBuild } from "./build.ts";
import { MediaStore } from "@/lib/media/store.ts";

/** Cheap scrypt parameters for test fixtures only. */
export const TEST_HASH_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** `SITE_URL` of the app {@link withApp} builds. */
export const TEST_ORIGIN = "http://blog.test";

/** The real site's Hono app. */
export type TestApp = ServerApp["app"];

/** Creates a user with cheap hashing for tests; returns its id. */
export async function createTestUser(
  kv: Deno.Kv,
  fields: { email: string; role?: string; password?: string; name?: string },
): Promise<string> {
  const user = await createUser(kv, {
    name: fields.name ?? "Test User",
    email: fields.email,
    role: fields.role ?? "admin",
    password: fields.password ?? "correct-password",
  }, { hashParams: TEST_HASH_PARAMS });
  return user.id;
}

/** POSTs JSON to the app; `env` stands for `Deno.serve`'s connection info (e.g. `{ remoteAddr }`). */
export function postJson(
  app: TestApp,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  env?: unknown,
): Promise<Response> {
  return Promise.resolve(app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  }, env));
}

/**
 * Runs `fn` with the real app on a fresh in-memory store (no users) and a temp media folder; `appWith(env)` builds
 * another app on the same store for the environment variables `env` (read as `main.ts` reads them), as a restart
 * with that environment would.
 */
export async function withApp(
  fn: (app: TestApp, kv: Deno.Kv, appWith: (env: Record<string, string>) => Promise<TestApp>) => Promise<void>,
): Promise<void> {
  const kv = await Deno.openKv(":memory:");
  const dir = await Deno.makeTempDir({ prefix: "recetas-auth-" });
  try {
    await ensureTestBuild();
    const media = new MediaStore(`${dir}/media`);
    const appWith = async (env: Record<string, string>) => {
      const config = configFrom(env);
      return (await createServerApp({ kv, media, siteUrl: TEST_ORIGIN, config })).app;
    };
    const { app } = await createServerApp({ kv, media, siteUrl: TEST_ORIGIN });
    await fn(app, kv, appWith);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}
