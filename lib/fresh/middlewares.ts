/** Reads a `_middleware.ts` `handler` (one middleware or a list) as the list that runs for its folder. */
import type { MiddlewareHandler } from "hono";
import type { FreshEnv, Middlewares } from "./types.ts";

/** The middleware `declared` lists; throws naming `where` when it is neither a function nor a list of them. */
export function middlewareList<E extends FreshEnv>(
  declared: Middlewares<never>,
  where: string,
): MiddlewareHandler<E>[] {
  const list = typeof declared === "function" ? [declared] : declared;
  if (!Array.isArray(list) || !list.every((m) => typeof m === "function")) {
    throw new Error(`${where}: handler must be a middleware function or a list of them`);
  }
  return [...list] as unknown as MiddlewareHandler<E>[];
}
