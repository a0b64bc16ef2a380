/**
 * Resolves declared {@link Middlewares} (a `_middleware.ts` `handler` or a
 * route's `middleware` export) to the list that runs for one request method.
 */
import type { MiddlewareHandler } from "hono";
import type { FreshEnv, HttpMethod, Middlewares } from "./types.ts";

/** The middleware of `declared` that applies to `method` (a `GET` list also covers `HEAD`). */
export function middlewaresFor<E extends FreshEnv>(
  declared: Middlewares<E> | undefined,
  method: HttpMethod,
): MiddlewareHandler<E>[] {
  if (!declared) return [];
  if (typeof declared === "function") return [declared];
  if (Array.isArray(declared)) return [...declared];
  const byMethod = declared as Partial<Record<HttpMethod, MiddlewareHandler<E> | readonly MiddlewareHandler<E>[]>>;
  const listed = byMethod[method] ?? (method === "HEAD" ? byMethod.GET : undefined);
  if (!listed) return [];
  return typeof listed === "function" ? [listed] : [...listed];
}

/** Checks a declaration's shape when its module loads (at start, or on the route's first request with `lazyRoutes`). */
export function assertMiddlewares(declared: unknown, where: string): void {
  const isList = (value: unknown) =>
    typeof value === "function" || (Array.isArray(value) && value.every((m) => typeof m === "function"));
  if (declared === undefined || isList(declared)) return;
  if (typeof declared === "object" && declared !== null) {
    for (const [method, value] of Object.entries(declared)) {
      if (!METHODS.has(method)) throw new Error(`${where}: unknown method ${method} in middleware`);
      if (!isList(value)) throw new Error(`${where}: middleware for ${method} must be a function or a list`);
    }
    return;
  }
  throw new Error(`${where}: middleware must be a function, a list or an object of methods`);
}

const METHODS = new Set<string>(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
