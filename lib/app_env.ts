/**
 * The app's Hono environment: what middleware puts on `c.var` for handlers
 * (the store, media, page cache, per-version content state, configuration, signed-in user) on top of what the
 * file-route layer sets (`siteOrigin`, `state`).
 */
import type { Context } from "hono";
import type { AiEnv } from "./ai/env.ts";
import type { PageCache } from "./cache/page_cache.ts";
import type { RequestConfig } from "./config.ts";
import type { ContentState } from "./snapshot/content_state.ts";
import type { FreshVariables, RouteHandler } from "./fresh/types.ts";
import type { MediaStorage } from "./media/storage.ts";

/** The signed-in user as seen by handlers. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** Per-request values set by middleware; read with `c.var.name`. */
export interface AppVariables extends FreshVariables {
  /** The content store. */
  kv: Deno.Kv;
  /** Uploaded and generated media files. */
  media: MediaStorage;
  /** Rendered public pages (clear it from the admin's cache tools). */
  pageCache: PageCache;
  /** What this process keeps per content version: the snapshot, the search indexes, the query redirect sources. */
  content: ContentState;
  /** Sign-in providers, proxies in front and the link checker's reach, read once at start (`lib/config.ts`). */
  config: RequestConfig;
  /** AI providers' credentials and limits (`lib/ai/env.ts`). */
  ai: AiEnv;
  /** URLs per sitemap page (`lib/site/sitemap_pages.ts`). */
  sitemapPageSize: number;
  /** The time in epoch milliseconds: `Date.now` unless a test injects a clock (`ServerAppOptions.now`). */
  now: () => number;
  /** Signed-in user, or null for visitors. */
  user: AuthUser | null;
  /** How the user authenticated, when they did. */
  authMethod: "cookie" | "bearer" | null;
  /** Id of the session or API token the user authenticated with, when they did. */
  tokenId: string | null;
  /** Video players' origins the page being answered frames (`allowFrames`), if any. */
  frameOrigins?: ReadonlySet<string>;
}

/** Hono environment of the app. */
export interface AppEnv {
  Variables: AppVariables;
}

/** Hono context as the app's handlers see it. */
export type AppContext = Context<AppEnv>;

/** A route handler of the app. */
export type AppRouteHandler<Data = unknown> = RouteHandler<AppEnv, Data>;
