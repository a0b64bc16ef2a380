/**
 * Rendered public pages, kept in memory per process.
 *
 * Each entry remembers the content version (see `lib/db/content_version.ts`)
 * that was current before it was rendered. Serving an entry costs one KV read
 * of that version; when any process on the same store has written content
 * since, the entry is dropped and the page renders again. Entries are few and
 * bounded (least recently used are evicted). Keys are the path plus the
 * page's own query parameters (`page_key.ts`); pages anyone can mint (a query
 * string's variants, 404s) live in a smaller list of their own, so no number
 * of made-up URLs pushes out the site's real pages.
 */
import type { MiddlewareHandler } from "hono";
import { getManyBatched } from "../db/batched_get.ts";
import { CONTENT_VERSION_KEY, readContentVersion } from "../db/content_version.ts";
import { pageDependencies, type PageDependency } from "./page_deps.ts";
import { pageKey } from "./page_key.ts";
import { shortHash } from "../fresh/utils.ts";
import type { AppEnv } from "../app_env.ts";
import { gzip } from "../http/gzip.ts";

/** A cached response, with its gzip form made once so hits cost no compression. */
interface CachedPage {
  version: string;
  /** Other keys the page was rendered from, with their versionstamps then. */
  dependencies: PageDependency[];
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  gzip: Uint8Array;
  etag: string;
}

/** Options of {@link PageCache}. */
export interface PageCacheOptions {
  /** Most pages kept (default 500). */
  maxEntries?: number;
  /** Most query-string variants and 404 pages kept, apart from those (default 100). */
  maxVariants?: number;
  /** Largest body kept, in bytes (default 1 MiB). */
  maxBytes?: number;
}

/** Paths never cached: private, dynamic or already cached elsewhere. */
const UNCACHED = /^\/(?:admin|api|_build|media)(?:\/|$)/;

/** In-memory page cache validated against the store's content version. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly variants = new Map<string, CachedPage>();
  private readonly maxEntries: number;
  private readonly maxVariants: number;
  private readonly maxBytes: number;
  /** Hits and misses since start, for benchmarks and diagnostics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly kv: Deno.Kv, options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxVariants = options.maxVariants ?? 100;
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
  }

  /** Number of pages held. */
  get size(): number {
    return this.entries.size + this.variants.size;
  }

  /** Drops every page (e.g. after "clear cache" in the admin). */
  clear(): void {
    this.entries.clear();
    this.variants.clear();
  }

  /** Middleware serving GET/HEAD pages from the cache and storing fresh 200/404 HTML renders. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      const url = new URL(c.req.url);
      if ((method !== "GET" && method !== "HEAD") || UNCACHED.test(url.pathname)) return await next();
      const { key, exact } = pageKey(url);
      const list = this.entries.has(key) ? this.entries : this.variants;
      const cached = list.get(key);
      const [version, fresh] = await this.check(cached);
      const hit = fresh ? cached : undefined;
      if (hit) {
        this.stats.hits++;
        list.delete(key);
        list.set(key, hit);
        return respond(hit, method, c.req.header("Accept-Encoding"), c.req.header("If-None-Match"), "HIT");
      }
      this.stats.misses++;
      await next();
      if (!exact) return;
      const res = c.res;
      const type = res.headers.get("content-type") ?? "";
      const cacheControl = res.headers.get("cache-control") ?? "";
      if (
        (res.status !== 200 && res.status !== 404) || !type.startsWith("text/") || /no-store|private/.test(cacheControl)
      ) {
        return;
      }
      if (res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
      const body = new Uint8Array(await res.clone().arrayBuffer());
      if (body.length > this.maxBytes) return;
      const page: CachedPage = {
        version,
        dependencies: pageDependencies(c),
        status: res.status,
        headers: [...res.headers],
        body,
        gzip: await gzip(body),
        etag: `W/"${await shortHash(body)}"`,
      };
      if (res.status === 200 && !key.includes("?")) this.store(this.entries, this.maxEntries, key, page);
      else this.store(this.variants, this.maxVariants, key, page);
      c.res = respond(page, method, c.req.header("Accept-Encoding"), undefined, "MISS");
    };
  }

  /**
   * Reads the content version (and the keys `page` depends on, in the same
   * read) and tells whether `page` is still current.
   */
  private async check(page: CachedPage | undefined): Promise<[string, boolean]> {
    if (!page?.dependencies.length) {
      const version = await readContentVersion(this.kv);
      return [version, page?.version === version];
    }
    const keys = [CONTENT_VERSION_KEY, ...page.dependencies.map((d) => d.key)];
    const entries = await getManyBatched(this.kv, keys);
    const version = entries[0].versionstamp ?? "0";
    const fresh = page.version === version &&
      page.dependencies.every((dependency, i) => entries[i + 1].versionstamp === dependency.versionstamp);
    return [version, fresh];
  }

  private store(list: Map<string, CachedPage>, max: number, key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.variants.delete(key);
    list.set(key, page);
    while (list.size > max) list.delete(list.keys().next().value!);
  }
}

/** Builds the answer for a cached page: 304 on a matching ETag, gzip when accepted. */
function respond(
  page: CachedPage,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  cacheState: "HIT" | "MISS",
): Response {
  const headers = new Headers(page.headers);
  headers.set("X-Cache", cacheState);
  headers.set("ETag", page.etag);
  headers.append("Vary", "Accept-Encoding");
  if (ifNoneMatch && ifNoneMatch === page.etag) return new Response(null, { status: 304, headers });
  const useGzip = /\bgzip\b/.test(acceptEncoding ?? "");
  if (useGzip) headers.set("Content-Encoding", "gzip");
  const body = useGzip ? page.gzip : page.body;
  headers.set("Content-Length", String(body.length));
  return new Response(method === "HEAD" ? null : body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}
