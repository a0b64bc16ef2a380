/**
 * Rendered public pages, kept in memory per process.
 *
 * Each entry remembers the content version (see `lib/db/content_version.ts`)
 * that was current before it was rendered. Serving an entry costs one KV read
 * of that version; when any process on the same store has written content
 * since, the entry is dropped and the page renders again. Entries are few and
 * bounded (least recently used are evicted).
 */
import type { MiddlewareHandler } from "hono";
import { readContentVersion } from "../db/content_version.ts";
import type { AppEnv } from "../fresh/types.ts";

/** A cached response. */
interface CachedPage {
  version: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** Options of {@link PageCache}. */
export interface PageCacheOptions {
  /** Most pages kept (default 500). */
  maxEntries?: number;
  /** Largest body kept, in bytes (default 1 MiB). */
  maxBytes?: number;
}

/** Paths never cached: private, dynamic or already cached elsewhere. */
const UNCACHED = /^\/(?:admin|api|_build|media)(?:\/|$)/;

/** In-memory page cache validated against the store's content version. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Hits and misses since start, for benchmarks and diagnostics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly kv: Deno.Kv, options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
  }

  /** Number of pages held. */
  get size(): number {
    return this.entries.size;
  }

  /** Drops every page (e.g. after "clear cache" in the admin). */
  clear(): void {
    this.entries.clear();
  }

  /** Middleware serving GET/HEAD pages from the cache and storing fresh 200/404 HTML renders. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      const url = new URL(c.req.url);
      if ((method !== "GET" && method !== "HEAD") || UNCACHED.test(url.pathname)) return await next();
      const key = url.pathname + url.search;
      const version = await readContentVersion(this.kv);
      const hit = this.entries.get(key);
      if (hit && hit.version === version) {
        this.stats.hits++;
        this.entries.delete(key);
        this.entries.set(key, hit);
        const headers = new Headers(hit.headers);
        headers.set("X-Cache", "HIT");
        return new Response(method === "HEAD" ? null : hit.body as Uint8Array<ArrayBuffer>, {
          status: hit.status,
          headers,
        });
      }
      this.stats.misses++;
      await next();
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
      this.store(key, { version, status: res.status, headers: [...res.headers], body });
      c.res = new Response(method === "HEAD" ? null : body, { status: res.status, headers: res.headers });
      c.res.headers.set("X-Cache", "MISS");
    };
  }

  private store(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
