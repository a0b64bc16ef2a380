/**
 * The source paths of the redirect table, kept in memory per content version: a page whose path is no redirect's
 * source costs no KV read for the redirect check, nor does a request with a query string that is no source (a search,
 * a sitemap page, a tracking tag; the query-string sources, `/?p=12`, are the old addresses of an imported blog), and
 * a new redirect is seen as a changed page is (at once in the writing process, within `CACHE_VERSION_CHECK_MS`
 * elsewhere). `lib/site/redirect.ts` and `lib/site/query_redirect.ts` answer them.
 */
import { listSourcePaths, redirectSourceCandidates } from "../db/redirects.ts";

/** Paths never redirected by the table (the admin, the API, assets and media), matched with their query string. */
const NOT_REDIRECTED = /^\/(?:admin|api|_build|media)(?:[/?]|$)/;

/** The path and query string of a request URL as sent (`http://host/path?query`), without parsing it. */
function pathAndQuery(href: string): string {
  const pathStart = href.indexOf("/", href.indexOf("//") + 2);
  return pathStart === -1 ? "/" : href.slice(pathStart).replace(/#.*$/s, "");
}

/** Every source path, and those with a query string apart. */
interface Sources {
  all: ReadonlySet<string>;
  query: ReadonlySet<string>;
}

/** True when one of the sources `path` (with its query string) may be redirected from is in `sources`. */
function matches(sources: ReadonlySet<string>, path: string, queryOnly = true): boolean {
  if (sources.size === 0) return false;
  return redirectSourceCandidates(path, { queryOnly }).some((candidate) => sources.has(candidate));
}

/** The source paths of the redirect table, read once per content version. */
export class RedirectSources {
  private held: { version: string; sources: Sources } | null = null;
  private loading: { version: string; sources: Promise<Sources> } | null = null;
  /** Reads of the redirect index since start (one per content version seen by a request with a query string). */
  loads = 0;

  /** `version` answers the current content version (a string while the caller's clock is fresh). */
  constructor(private readonly kv: Deno.Kv, private readonly version: () => string | Promise<string>) {}

  /**
   * True when the request URL `href` has a query string that may be a redirect's source (the redirect table
   * decides), false when it cannot be; answered without waiting while the content version is known and its sources
   * are loaded. The URL is not parsed: this runs before every cache hit with a query string.
   */
  has(href: string): boolean | Promise<boolean> {
    const version = this.version();
    const held = typeof version === "string" && this.held?.version === version ? this.held.sources.query : null;
    // Most sites have no such redirect: then no URL needs looking at.
    if (held?.size === 0) return false;
    const path = pathAndQuery(href);
    if (!path.includes("?") || NOT_REDIRECTED.test(path)) {
      // A read of the version this call started is not waited for: its failure (a closed store) is nobody's.
      if (typeof version !== "string") version.catch(() => {});
      return false;
    }
    if (held) return matches(held, path);
    return Promise.resolve(version).then((current) => this.sourcesAt(current)).then((sources) =>
      matches(sources.query, path)
    );
  }

  /** True when `path` (with its query string) may be a redirect's source (`queryOnly`: with its query string only). */
  async mayRedirect(path: string, queryOnly = false): Promise<boolean> {
    const sources = await this.sourcesAt(await this.version());
    return matches(queryOnly ? sources.query : sources.all, path, queryOnly);
  }

  /** The sources at content `version`: held, being read, or read now. */
  private sourcesAt(version: string): Sources | Promise<Sources> {
    if (this.held?.version === version) return this.held.sources;
    if (this.loading?.version === version) return this.loading.sources;
    this.loads++;
    // Read after the version: the list is at least as new as the version it is kept under.
    const sources = listSourcePaths(this.kv).then((paths) => {
      const read = { all: new Set(paths), query: new Set(paths.filter((path) => path.includes("?"))) };
      this.held = { version, sources: read };
      return read;
    }).finally(() => {
      if (this.loading?.sources === sources) this.loading = null;
    });
    this.loading = { version, sources };
    return sources;
  }
}
