/**
 * A small app wiring the auth middleware and the /api/auth routes the way the
 * site does, for tests. Extra probe routes exercise the guards.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app_env.ts";
import { jsonErrorHandler } from "../http/error_handler.ts";
import { authenticate, csrfProtection, requireAdminPage, requireApiUser, requireRole } from "./middleware.ts";
import { SITE_MANAGER_ROLES } from "./permissions.ts";
import { handler as login } from "../../routes/api/auth/login.ts";
import { handler as logout } from "../../routes/api/auth/logout.ts";
import { handler as me, middleware as meGuard } from "../../routes/api/auth/me.ts";
import { handler as tokensGuard } from "../../routes/api/auth/tokens/_middleware.ts";
import { handler as tokens } from "../../routes/api/auth/tokens/index.ts";
import { handler as token } from "../../routes/api/auth/tokens/[id].ts";
import type { ScryptParams } from "./password.ts";
import { createUser } from "../db/users.ts";

/** Cheap scrypt parameters for test fixtures only. */
export const TEST_HASH_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** Builds the test app over `kv`. */
export function buildAuthTestApp(kv: Deno.Kv): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("kv", kv);
    await next();
  });
  app.use("*", authenticate());
  app.use("*", csrfProtection());
  app.post("/api/auth/login", login.POST);
  app.post("/api/auth/logout", logout.POST);
  // The guards the routes declare (route middleware, folder middleware), mounted as the file routes mount them.
  app.use("/api/auth/me", ...meGuard);
  app.get("/api/auth/me", me.GET);
  app.use("/api/auth/tokens/*", ...tokensGuard);
  app.use("/api/auth/tokens", ...tokensGuard);
  app.get("/api/auth/tokens", tokens.GET);
  app.post("/api/auth/tokens", tokens.POST);
  app.delete("/api/auth/tokens/:id", token.DELETE);

  app.post("/api/probe/write", requireApiUser(), (c) => c.json({ ok: true, via: c.var.authMethod }));
  app.put("/api/probe/settings", requireRole(...SITE_MANAGER_ROLES), (c) => c.json({ ok: true }));
  app.use("/admin/*", requireAdminPage());
  app.get("/admin/*", (c) => c.text(`page ${new URL(c.req.url).pathname}`));
  app.onError(jsonErrorHandler);
  return app;
}

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

/** POSTs JSON to the app. */
export function postJson(
  app: Hono<AppEnv>,
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

/** Runs `fn` with the auth test app on a fresh in-memory store. */
export async function withApp(fn: (app: ReturnType<typeof buildAuthTestApp>, kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(buildAuthTestApp(kv), kv);
  } finally {
    kv.close();
  }
}
