/**
 * Rendered public pages, kept in memory per process (with the other text
 * and XML documents of public paths: robots.txt, the sitemap, the feed).
 *
 * Hits are answered by {@link PageCache.wrap} before any middleware or
 * routing: one map look-up, then a body and header list prepared when the
 * page was stored (every coding, security headers included). Each entry
 * remembers the content version (see `lib/db/content_version.ts`) current
 * before it rendered; the version is read from KV at most once per
 * `versionCheckMs` (`CACHE_VERSION_CHECK_MS`), at once after a write by this
 * process, so another process's write shows within that bound. Under steady
 * traffic that read happens in the background (`version_clock.ts`): no hit
 * waits for it. Pages that depend on other keys (`page_deps.ts`) re-check
 * them on the same schedule, also in the background under steady traffic
 * (one read per page at a time).
 *
 * Memory is bounded in bytes, least recently used first out. Keys are the
 * path plus the page's own query parameters (`page_key.ts`); pages anyone can
 * mint live in smaller budgets of their own: a query string's variants
 * (searches, numbered pages) in one, 404 answers in a quarter of that, so no
 * number of made-up URLs pushes out the site's real pages, and no flood of
 * random paths pushes out the searches.
 */
import type { MiddlewareHandler } from "hono";
import { getManyBatched } from "../db/batched_get.ts";
import { localWriteCount } from "../db/content_version.ts";
import { shortHash } from "../fresh/utils.ts";
import type { AppEnv } from "../app_env.ts";
import { precompress } from "../http/encodings.ts";
import { requestIsHttps } from "../http/https_request.ts";
import { type CachedPage, cachedPage, hitResponse, type RenderedPage } from "./cached_page.ts";
import { pageDependencies } from "../http/page_deps.ts";
import { pageKey } from "./page_key.ts";
import type { VersionClock } from "../snapshot/version_clock.ts";

/** Options of {@link PageCache}. */
export interface PageCacheOptions {
  /** Most bytes held by pages (default 32 MiB). */
  maxBytes?: number;
  /** Most bytes held by query-string variants, apart from those (default an eighth of `maxBytes`; 404s a quarter of it). */
  maxVariantBytes?: number;
  /** Largest page body kept, in bytes (default 1 MiB). */
  maxPageBytes?: number;
  /** The site is https: every hit carries Strict-Transport-Security. */
  siteIsHttps?: boolean;
  /** Trusted proxies in front (`TRUST_PROXY`): a hit carries Strict-Transport-Security when the trusted `X-Forwarded-Proto` entry says https. */
  proxyHops?: number;
  /** The clock of the dependency checks, in milliseconds (`performance.now` unless a test injects one). */
  now?: () => number;
  /**
   * Asked for a URL with a query string before a hit is served: true sends the request to the app instead (a
   * redirect from `/?p=12` must answer, not the cached `/`). Given the request URL as sent (`request.url`); a
   * boolean answers at once, and a hit should not wait.
   */
  bypass?: (href: string) => boolean | Promise<boolean>;
  /** Told the body length of each answer the cache makes (hits and fresh renders), for request logs; off by default. */
  noteBodyBytes?: (response: Response, bytes: number) => void;
}

/** Default of {@link PageCacheOptions.maxBytes}. */
export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Paths never cached: private, dynamic, already cached elsewhere, health answers (which read nothing) and
 * `/metrics` (none of the cache's). */
const UNCACHED = /^\/(?:admin|api|_build|media|metrics|healthz|readyz)(?:\/|$)/;

/** True for paths whose GET answers the cache may hold (public pages and documents). */
export function cachedPath(pathname: string): boolean {
  return !UNCACHED.test(pathname);
}

/** Types of the answers kept: pages and other text (robots.txt), and XML documents (the sitemap, the RSS feed). */
const CACHED_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?xml\b)/;

/**
 * A hit moves its page to the most recently used end of its list unless it did so less than this long ago: the
 * eviction order is at most this much behind, and a busy page's hits skip two map writes each.
 */
const TOUCH_INTERVAL_MS = 1000;

/** Request URLs with a query string (or escapes) whose cache keys are remembered, at most (then forgotten at once). */
const REMEMBERED_KEYS = 1024;
/** Longest request URL whose key is remembered: 1,024 of them hold at most about 1 MiB. */
const REMEMBERED_URL_LENGTH = 512;

/** The cache key of a request URL, or null for paths never cached; plain paths skip URL parsing. */
function hitKey(href: string): string | null {
  const pathStart = href.indexOf("/", href.indexOf("//") + 2);
  const plain = pathStart !== -1 && !/[?#%]/.test(href.slice(pathStart));
  if (plain) return UNCACHED.test(href.slice(pathStart)) ? null : href.slice(pathStart);
  const url = new URL(href);
  return UNCACHED.test(url.pathname) ? null : pageKey(url).key;
}

/** A byte-bounded, least-recently-used list of pages. */
class PageList {
  readonly pages = new Map<string, CachedPage>();
  bytes = 0;
  constructor(readonly maxBytes: number) {}

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.size;
  }

  /** Counts the most recently used `page` at its current size, which was `before`; drops the oldest others if over. */
  resized(page: CachedPage, before: number): void {
    this.bytes += page.size - before;
    while (this.bytes > this.maxBytes && this.pages.size > 1) this.delete(this.pages.keys().next().value!);
  }

  add(key: string, page: CachedPage): void {
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    while (this.bytes > this.maxBytes && this.pages.size > 0) this.delete(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }
}

interface Pending {
  key: string;
  list: PageList;
  page: RenderedPage;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** In-memory page cache validated against the store's content version. */
export class PageCache {
  private readonly entries: PageList;
  private readonly variants: PageList;
  private readonly missing: PageList;
  private readonly maxPageBytes: number;
  private readonly siteIsHttps: boolean;
  private readonly proxyHops: number;
  private readonly bypass: ((href: string) => boolean | Promise<boolean>) | undefined;
  private readonly noteBodyBytes: ((response: Response, bytes: number) => void) | undefined;
  /**
   * Cache keys of recent request URLs that need parsing (a search, a sitemap page): `new URL` and the query's
   * parameters cost a hit about as much as the rest of it. Bounded: emptied when full.
   */
  private readonly keys = new Map<string, string | null>();
  private readonly pending = new WeakMap<Request, Pending>();
  /** The dependency check under way per page, with the local write count it started at. */
  private readonly checks = new WeakMap<CachedPage, { writes: number; fresh: Promise<boolean> }>();
  private readonly now: () => number;
  /** Hits and misses since start, for benchmarks and diagnostics. */
  readonly stats = { hits: 0, misses: 0 };

  /** `clock`: the content version (`lib/snapshot/content_state.ts`); a new version drops every page. */
  constructor(private readonly kv: Deno.Kv, private readonly clock: VersionClock, options: PageCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
    this.entries = new PageList(maxBytes);
    this.variants = new PageList(options.maxVariantBytes ?? Math.floor(maxBytes / 8));
    this.missing = new PageList(Math.floor(this.variants.maxBytes / 4));
    this.maxPageBytes = options.maxPageBytes ?? 1024 * 1024;
    this.siteIsHttps = options.siteIsHttps ?? false;
    this.proxyHops = options.proxyHops ?? 0;
    this.bypass = options.bypass;
    this.noteBodyBytes = options.noteBodyBytes;
    this.now = options.now ?? (() => performance.now());
    clock.onChange(() => this.clear());
  }

  /** Number of pages held. */
  get size(): number {
    return this.entries.pages.size + this.variants.pages.size + this.missing.pages.size;
  }

  /** Bytes held by pages, variants and 404s. */
  get bytes(): number {
    return this.entries.bytes + this.variants.bytes + this.missing.bytes;
  }

  /** Drops every page (e.g. after "clear cache" in the admin). */
  clear(): void {
    this.entries.clear();
    this.variants.clear();
    this.missing.clear();
  }

  /**
   * Wraps the app's `fetch`: cache hits are answered here, everything else
   * goes to `inner`, and pages its {@link middleware} rendered are stored
   * with the headers they were finally sent with.
   */
  wrap<F extends Fetch>(inner: F): F {
    const render = async (request: Request, rest: never[]) => {
      const response = await inner(request, ...rest);
      const pending = this.pending.get(request);
      if (pending) {
        this.pending.delete(request);
        const page = cachedPage(pending.page, response.headers, this.siteIsHttps);
        page.dependenciesCheckedAt = this.now();
        pending.list.add(pending.key, page);
      }
      return response;
    };
    const serve = (request: Request, rest: never[]) => {
      const hit = this.serveHit(request);
      if (hit instanceof Response) return hit;
      if (hit) return hit.then((response) => response ?? render(request, rest));
      return render(request, rest);
    };
    return ((request: Request, ...rest: never[]) => {
      const bypass = this.bypass;
      const href = request.url;
      if (!bypass || !href.includes("?")) return serve(request, rest);
      const skip = bypass(href);
      if (typeof skip === "boolean") return skip ? render(request, rest) : serve(request, rest);
      return skip.then((skip) => skip ? render(request, rest) : serve(request, rest));
    }) as F;
  }

  /** Middleware rendering GET/HEAD pages on a miss and preparing fresh 200/404 text and XML renders for the cache. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") return await next();
      const url = new URL(c.req.url);
      if (UNCACHED.test(url.pathname)) return await next();
      const { key, exact } = pageKey(url);
      const writes = localWriteCount();
      const version = await this.clock.current();
      this.stats.misses++;
      await next();
      if (!exact) return;
      const res = c.res;
      const type = res.headers.get("content-type") ?? "";
      const cacheControl = res.headers.get("cache-control") ?? "";
      if (
        (res.status !== 200 && res.status !== 404) || !CACHED_TYPE.test(type) || /no-store|private/.test(cacheControl)
      ) {
        return;
      }
      if (res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
      const body = new Uint8Array(await res.arrayBuffer());
      const page: RenderedPage = {
        version,
        dependencies: pageDependencies(c),
        status: res.status,
        bodies: precompress(body, "fast"),
        etag: `W/"${await shortHash(body)}"`,
        writes,
      };
      const headers = new Headers(res.headers);
      headers.set("X-Cache", "MISS");
      headers.set("ETag", page.etag);
      headers.append("Vary", "Accept-Encoding");
      c.res = new Response(method === "HEAD" ? null : body, { status: res.status, headers });
      this.noteBodyBytes?.(c.res, method === "HEAD" ? 0 : body.length);
      if (body.length > this.maxPageBytes) return;
      const list = res.status !== 200 ? this.missing : key.includes("?") ? this.variants : this.entries;
      this.pending.set(c.req.raw, { key, list, page });
    };
  }

  /** The answer to `request` from the cache, a promise of it (or of null) when a check is due, or null. */
  private serveHit(request: Request): Response | Promise<Response | null> | null {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return null;
    const key = this.keyOf(request.url);
    if (key === null) return null;
    const { entries, variants } = this;
    const list = entries.pages.has(key) ? entries : variants.pages.has(key) ? variants : this.missing;
    const page = list.pages.get(key);
    if (!page) return null;
    const now = this.now();
    const writes = localWriteCount();
    const interval = this.clock.intervalMs;
    const age = now - page.dependenciesCheckedAt;
    const dependenciesFresh = page.dependencies.length === 0 || (page.dependenciesWrites === writes && age < interval);
    if (this.clock.isFresh(now) && dependenciesFresh) {
      if (page.dependencies.length && age >= interval / 2) {
        // Checked behind the answer; a changed dependency drops the page, so a later request renders it again.
        this.checkDependencies(page, writes, now).then((fresh) => {
          if (!fresh && list.pages.get(key) === page) list.delete(key);
        }, () => {});
      }
      return this.clock.current(now) === page.version ? this.answer(list, key, page, request, now) : null;
    }
    return this.validate(page, writes, now).then((fresh) => fresh ? this.answer(list, key, page, request, now) : null);
  }

  /** {@link hitKey}, remembered for URLs that need parsing. */
  private keyOf(href: string): string | null {
    const remembered = this.keys.get(href);
    if (remembered !== undefined) return remembered;
    const key = hitKey(href);
    if (href.length <= REMEMBERED_URL_LENGTH && /[?#%]/.test(href)) {
      if (this.keys.size >= REMEMBERED_KEYS) this.keys.clear();
      this.keys.set(href, key);
    }
    return key;
  }

  /** Reads the content version and the page's dependencies; true when the page is still current. */
  private async validate(page: CachedPage, writes: number, now: number): Promise<boolean> {
    const [version, dependenciesFresh] = await Promise.all([
      this.clock.current(),
      page.dependencies.length ? this.checkDependencies(page, writes, now) : true,
    ]);
    return version === page.version && dependenciesFresh;
  }

  /** Reads the page's dependencies (joining a read of them under way since the same local write); true when unchanged. */
  private checkDependencies(page: CachedPage, writes: number, now: number): Promise<boolean> {
    const under = this.checks.get(page);
    if (under && under.writes === writes) return under.fresh;
    const fresh = getManyBatched(this.kv, page.dependencies.map((d) => d.key)).then((entries) => {
      const unchanged = page.dependencies.every((dependency, i) => entries[i].versionstamp === dependency.versionstamp);
      if (unchanged && now >= page.dependenciesCheckedAt) {
        page.dependenciesCheckedAt = now;
        page.dependenciesWrites = writes;
      }
      return unchanged;
    }).finally(() => {
      if (this.checks.get(page)?.fresh === fresh) this.checks.delete(page);
    });
    this.checks.set(page, { writes, fresh });
    return fresh;
  }

  private answer(list: PageList, key: string, page: CachedPage, request: Request, now: number): Response {
    this.stats.hits++;
    // A page checked asynchronously may have been dropped or replaced meanwhile: answer it, but do not put it back.
    const held = list.pages.get(key) === page;
    // Moved to the most recent end at most once per TOUCH_INTERVAL_MS: a busy page's hits skip two map writes.
    if (held && list.pages.size > 1 && !(now - page.touchedAt < TOUCH_INTERVAL_MS)) {
      page.touchedAt = now;
      list.pages.delete(key);
      list.pages.set(key, page);
    }
    const headers = request.headers;
    const size = page.size;
    const response = hitResponse(page, {
      method: request.method,
      acceptEncoding: headers.get("accept-encoding"),
      ifNoneMatch: headers.get("if-none-match"),
      https: this.siteIsHttps || requestIsHttps(request, this.proxyHops),
    });
    if (held && page.size !== size) list.resized(page, size);
    if (this.noteBodyBytes) {
      const coding = (response.headers.get("content-encoding") ?? "identity") as keyof CachedPage["lengths"];
      this.noteBodyBytes(response, response.status === 304 ? 0 : page.lengths[coding] ?? 0);
    }
    return response;
  }
}

declare module "../app_env.ts" {
  /** The context carries the page cache; the app (`lib/app.ts`) sets it on every request. */
  interface AppVariables {
    /** Rendered public pages (clear it from the admin's cache tools). */
    pageCache: PageCache;
  }
}
