/**
 * The app's Hono environment: what middleware puts on `c.var` for handlers (the store, media, configuration,
 * signed-in user) on top of what the file-route layer sets (`siteOrigin`, `state`). Higher layers add what they own
 * to {@link AppVariables} by declaration merging, so this file names nothing above layer 4: the per-version state
 * `content` (`lib/snapshot/content_state.ts`) and the page cache `pageCache` (`lib/define.ts`).
 */
import type { Context } from "hono";
import type { AiProviderConfig } from "./config/ai.ts";
import type { RequestConfig } from "./config.ts";
import type { FreshVariables, RouteHandler } from "./fresh/types.ts";
import type { MediaStorage } from "./config/media_storage.ts";

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
  /** Sign-in providers, proxies in front and the link checker's reach, read once at start (`lib/config.ts`). */
  config: RequestConfig;
  /** AI providers' credentials and limits (`lib/config/ai.ts`). */
  ai: AiProviderConfig;
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
