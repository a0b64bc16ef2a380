/**
 * Types shared by route modules and the file-route layer.
 *
 * A route file in `routes/` may export:
 * - `handler`: a function `(c) => Response` for every method, or an object of
 *   per-method functions `{ GET(c), POST(c) }`. Handlers receive Hono's Context
 *   (`c.req`, `c.json`, `c.var.*`) and may return `c.var.page(data)` to render
 *   the default component with `data`.
 * - `default`: a page component receiving {@link PageProps}. Without a handler,
 *   GET renders it with `data` undefined.
 * - `config`: {@link RouteConfig}.
 *
 * `_middleware.ts` exports `handler` (a Hono middleware or an array of them)
 * that runs for its folder and below. `_layout.tsx` and `_app.tsx` export a
 * default component receiving {@link LayoutProps}.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ComponentType, VNode } from "preact";
import type { MediaStorage } from "../media/storage.ts";
import type { PageCache } from "../cache/page_cache.ts";

/** The signed-in user as seen by handlers. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** Per-request values set by middleware; read with `c.var.name`. */
export interface AppVariables {
  /** The content store. */
  kv: Deno.Kv;
  /** Uploaded and generated media files. */
  media: MediaStorage;
  /** Rendered public pages (clear it from the admin's cache tools). */
  pageCache: PageCache;
  /** Origin of every absolute URL a page or feed writes (`SITE_URL`), never taken from request headers. */
  siteOrigin: string;
  /** Signed-in user, or null for visitors. */
  user: AuthUser | null;
  /** How the user authenticated, when they did. */
  authMethod: "cookie" | "bearer" | null;
  /** Renders the matched route's page component with `data` (HTML response). */
  page: (data?: unknown, init?: ResponseInit) => Promise<Response>;
  /** Extra page state set by middleware and handlers, passed to layouts and pages. */
  state: Record<string, unknown>;
}

/** Hono environment of the app. */
export interface AppEnv {
  Variables: AppVariables;
}

/** Hono context as handlers see it. */
export type AppContext = Context<AppEnv>;

/** A method handler. */
export type RouteHandler = (c: AppContext) => Response | Promise<Response>;

/** What a route file may export as `handler`. */
export type RouteHandlers = RouteHandler | Partial<Record<HttpMethod, RouteHandler>>;

/** HTTP methods a route may answer. */
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** Props of a page component. */
export interface PageProps<Data = unknown> {
  data: Data;
  url: URL;
  params: Record<string, string>;
  state: Record<string, unknown>;
  user: AuthUser | null;
}

/** Props of `_app` and `_layout` components: page props plus the inner tree. */
export interface LayoutProps<Data = unknown> extends PageProps<Data> {
  Component: () => VNode;
}

/** Options a route file can set with `export const config`. */
export interface RouteConfig {
  /** Skip `_layout` components above this route. */
  skipInheritedLayouts?: boolean;
  /** Skip `_app` (render the page as the whole document). */
  skipAppWrapper?: boolean;
}

/** A route module as loaded from disk. */
export interface RouteModule {
  handler?: RouteHandlers;
  default?: ComponentType<PageProps>;
  config?: RouteConfig;
}

/** A middleware module (`_middleware.ts`). */
export interface MiddlewareModule {
  handler: MiddlewareHandler<AppEnv> | MiddlewareHandler<AppEnv>[];
}
