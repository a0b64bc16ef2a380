/** Private API answers must not be kept by browsers or proxies. */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app_env.ts";

/**
 * Marks `Cache-Control: no-store` on every `/api/auth/*` answer and on every
 * API answer to a signed-in user (run it after authentication).
 */
export function noStorePrivateApi(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith("/api/auth/") || c.var.user) c.res.headers.set("Cache-Control", "no-store");
  };
}
