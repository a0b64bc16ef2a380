/**
 * The site as one Hono app: global middleware (security headers, also on built
 * and static files; compression, the store, the page cache, authentication,
 * no-store on private API answers, CSRF) and then the file routes, each
 * behind its row of the access table with its body limit.
 */
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { BUILD_DIR, PRODUCTION, PROJECT_ROOT } from "../fresh.config.ts";
import type { AiEnv } from "./ai/env.ts";
import { AI_DISABLED } from "./config/ai.ts";
import { assertAccessTableCovers, routeAccess } from "./auth/access_control.ts";
import { authenticate, csrfProtection } from "./auth/middleware.ts";
import { DEFAULT_REQUEST_CONFIG, type MissLimits, parseSiteUrl, type RequestConfig } from "./config.ts";
import { MissLimiter, type MissLimiterOptions } from "./cache/miss_limiter.ts";
import { NotFoundCache } from "./cache/not_found_cache.ts";
import { PageCache, type PageCacheOptions } from "./cache/page_cache.ts";
import { createFreshApp, type FreshApp } from "./fresh/app.ts";
import { ENCODINGS } from "./http/encodings.ts";
import { errorToBody } from "./http/error_handler.ts";
import { refuseBadHost } from "./http/bad_host.ts";
import { HEALTH_PATHS, withHealth } from "./http/health.ts";
import type { AppEnv } from "./app_env.ts";
import { noStorePrivateApi } from "./http/no_store.ts";
import { RequestObserver } from "./http/request_observer.ts";
import { securityHeaders } from "./http/security_headers.ts";
import { checkSitemapPageSize } from "./site/sitemap_pages.ts";
import { queryRedirects } from "./site/query_redirect.ts";
import { ContentState, type ContentStateOptions } from "./snapshot/content_state.ts";
import type { MediaStorage } from "./config/media_storage.ts";
import type { ReadinessProbe } from "./process/readiness_report.ts";
import { readinessProbe } from "./services/readiness.ts";

/** Paths of the JSON API: unknown paths and errors under it answer JSON, never a page. */
export const API_PREFIX = "/api/";

export { MAX_JSON_BODY, MAX_UPLOAD_BODY } from "./http/body_limits.ts";

/** Options of {@link createServerApp}. */
export interface ServerAppOptions {
  kv: Deno.Kv;
  /** Where media files live. */
  media: MediaStorage;
  /** Origin of every absolute URL (`SITE_URL`, see `lib/config.ts`); request headers never change it. */
  siteUrl: string;
  /** Production serving: route modules load on first request (default from `fresh.config.ts`). */
  production?: boolean;
  /** The build to serve (default `_build/`, see `fresh.config.ts`). */
  buildDir?: string;
  /** Page cache bounds and version check interval (`PAGE_CACHE_MB`, `CACHE_VERSION_CHECK_MS`). */
  pageCache?: Omit<PageCacheOptions, "siteIsHttps"> & ContentStateOptions;
  /** The per-version state (default: one made for `kv` with the `pageCache` interval and clock). */
  content?: ContentState;
  /** Bounds on misses (`MISS_CONCURRENCY`, `MISS_QUEUE`, `MISS_ADDRESS_RATE`), and the clocks tests inject. */
  misses?: Partial<MissLimits> & Pick<MissLimiterOptions, "now" | "startTimer" | "queueWaitMs" | "refusalDelayMs">;
  /** AI providers (`lib/ai/env.ts`); AI is off when absent. */
  ai?: AiEnv;
  /** URLs per sitemap page (default 2,000, at most 50,000; `lib/site/sitemap_pages.ts`). */
  sitemapPageSize?: number;
  /** What handlers read on `c.var.config` (default: no sign-in providers, no proxy, public links only). */
  config?: RequestConfig;
  /** The clock of day-bound rules such as one rating per address a day (default `Date.now`; tests inject one). */
  now?: () => number;
  /** Print one line per request (`LOG_REQUESTS=1`, `lib/http/request_observer.ts`). */
  logRequests?: boolean;
  /** What `/readyz` answers (default: the store, snapshot and media checks of `kv`, `content` and `media`, no file checks). */
  readiness?: ReadinessProbe;
}

/** The site plus its page cache and per-version state. */
export interface ServerApp extends FreshApp<AppEnv> {
  pageCache: PageCache;
  notFound: NotFoundCache;
  missLimiter: MissLimiter;
  content: ContentState;
}

/** Builds the whole site around `kv` (its start-up jobs have run, `startup_jobs.ts`). */
export async function createServerApp(options: ServerAppOptions): Promise<ServerApp> {
  const { kv } = options;
  const siteOrigin = parseSiteUrl(options.siteUrl);
  const sitemapPageSize = checkSitemapPageSize(options.sitemapPageSize);
  const config = options.config ?? DEFAULT_REQUEST_CONFIG;
  const now = options.now ?? Date.now;
  const content = options.content ?? new ContentState(kv, options.pageCache);
  const readiness = options.readiness ?? readinessProbe({ kv, media: options.media, content });
  const observer = new RequestObserver({ logRequests: options.logRequests });
  const pageCache = new PageCache(kv, content.clock, {
    ...options.pageCache,
    noteBodyBytes: observer.noteBodyBytes,
    siteIsHttps: siteOrigin.startsWith("https:"),
    proxyHops: config.proxy.hops,
    bypass: (href) => content.redirectSources.has(href),
  });
  const notFound = new NotFoundCache(content.clock, options.pageCache?.now);
  const fresh = await createFreshApp<AppEnv>({
    root: PROJECT_ROOT,
    buildDir: options.buildDir ?? BUILD_DIR,
    encodings: ENCODINGS,
    production: options.production ?? PRODUCTION,
    siteOrigin,
    jsonErrorsUnder: [API_PREFIX],
    errorResponse: errorToBody,
    notFoundPage: (c, page, render) => notFound.answer(c, page, render),
    setupOuter(app: Hono<AppEnv>) {
      app.use("*", async (c, next) => {
        c.set("config", config);
        await next();
      });
      app.use("*", securityHeaders(siteOrigin));
    },
    setup(app: Hono<AppEnv>) {
      // Pages and files are precompressed; what is compressed here are the API's answers, and only those to reads: an
      // answer to a write is one short record, and compressing it took a third of a small write's server time.
      const compressAnswer = compress();
      app.use("*", (c, next) => c.req.method === "GET" ? compressAnswer(c, next) : next());
      app.use("*", async (c, next) => {
        c.set("kv", kv);
        c.set("media", options.media);
        c.set("ai", options.ai ?? AI_DISABLED);
        c.set("sitemapPageSize", sitemapPageSize);
        c.set("now", now);
        c.set("pageCache", pageCache);
        c.set("content", content);
        await next();
      });
      app.use("*", queryRedirects(content.redirectSources));
      app.use("*", pageCache.middleware());
      app.use("*", authenticate());
      app.use("/api/*", noStorePrivateApi());
      app.use("/api/*", csrfProtection());
    },
    routeMiddleware: routeAccess,
  });
  assertAccessTableCovers([...fresh.routes.map((route) => route.pattern), ...HEALTH_PATHS]);
  const missLimiter = new MissLimiter({ ...options.misses, siteOrigin, config });
  // A URL that does not parse (a bad Host) is refused first; health paths, then cached pages, are answered before any
  // middleware or routing (and before misses are limited); every answer is counted (and logged).
  fresh.app.fetch = observer.wrap(
    refuseBadHost(withHealth(readiness, pageCache.wrap(missLimiter.wrap(fresh.app.fetch)))),
  );
  return { ...fresh, pageCache, notFound, missLimiter, content };
}
