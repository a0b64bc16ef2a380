/**
 * Types shared by route modules and the file-route layer. The layer is
 * generic over the app's Hono environment, which extends {@link FreshEnv}.
 *
 * A route file in `routes/` may export:
 * - `handler`: a function `(c) => Response` for every method, or an object of
 *   per-method functions `{ GET(c), POST(c) }` (write it with
 *   `define.handlers`, see `define.ts`). Handlers receive Hono's Context
 *   (`c.req`, `c.json`, `c.var.*`) and may return `page(data, init)` to render
 *   the default component with `data`.
 * - `default`: a page component receiving {@link PageProps} (write it with
 *   `define.page<typeof handler>` so `data` is typed from the handler). Without
 *   a handler, GET renders it with `data` undefined.
 *
 * `_middleware.ts` exports `handler` ({@link Middlewares}) that runs for its
 * folder and below. `_layout.tsx` and `_app.tsx` export a default component
 * receiving {@link LayoutProps}.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ComponentType, VNode } from "preact";
import type { BuildAssets } from "./assets.ts";

/** Marks a {@link PageResponse} (`page()` in `define.ts`). */
export const PAGE = Symbol("page");

/** A handler's request to render its route's page component with `data`. */
export interface PageResponse<Data> {
  readonly [PAGE]: true;
  readonly data: Data;
  readonly init?: ResponseInit;
}

/** Per-request values the layer itself sets; an app's variables extend them. */
export interface FreshVariables {
  /** Origin of every absolute URL (`FreshOptions.siteOrigin`, else the request's). */
  siteOrigin: string;
  /** Page state set by middleware and handlers, passed to layouts and pages. */
  state: Record<string, unknown>;
  /** URLs of the build served (static files, stylesheets); pages use `useAssets()`. */
  assets: BuildAssets;
}

/** The smallest Hono environment the layer works with. */
export interface FreshEnv {
  Variables: FreshVariables;
}

/** HTTP methods a route may answer. */
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** What a handler may return: a response, or a page to render with data. */
export type HandlerResult<Data = unknown> = Response | PageResponse<Data>;

/** A method handler. */
export type RouteHandler<E extends FreshEnv = FreshEnv, Data = unknown> = (
  c: Context<E>,
) => HandlerResult<Data> | Promise<HandlerResult<Data>>;

/** What a route file may export as `handler`. */
export type RouteHandlers<E extends FreshEnv = FreshEnv> =
  | RouteHandler<E>
  | Partial<Record<HttpMethod, RouteHandler<E>>>;

/** Middleware a `_middleware.ts` declares as `handler`: one middleware or a list, for every method. */
export type Middlewares<E extends FreshEnv = FreshEnv> = MiddlewareHandler<E> | readonly MiddlewareHandler<E>[];

/** Props of a page component. */
export interface PageProps<Data = unknown> {
  data: Data;
  url: URL;
  params: Record<string, string>;
  state: Record<string, unknown>;
}

/** Props of `_app` and `_layout` components: page props plus the inner tree. */
export interface LayoutProps<Data = unknown> extends PageProps<Data> {
  Component: () => VNode;
}

/** A route module as loaded from disk. */
export interface RouteModule {
  handler?: RouteHandlers<never>;
  default?: ComponentType<PageProps<never>>;
}

/** A middleware module (`_middleware.ts`). */
export interface MiddlewareModule {
  handler: Middlewares<never>;
}
