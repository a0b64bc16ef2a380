/**
 * The query-string sources of the redirect table (`/?p=12`, `/?page_id=7`: the old addresses of an imported blog),
 * kept in memory per content version: a request with a query string that is no redirect's source (a search, a
 * sitemap page, a tracking tag) costs no KV read, and a new redirect is seen as a changed page is (at once in the
 * writing process, within `CACHE_VERSION_CHECK_MS` elsewhere). `lib/site/query_redirect.ts` answers them.
 */
import { listQuerySourcePaths, redirectSourceCandidates } from "../db/redirects.ts";

/** Paths never redirected by the table (the admin, the API, assets and media), matched with their query string. */
const NOT_REDIRECTED = /^\/(?:admin|api|_build|media)(?:[/?]|$)/;

/** The path and query string of a request URL as sent (`http://host/path?query`), without parsing it. */
function pathAndQuery(href: string): string {
  const pathStart = href.indexOf("/", href.indexOf("//") + 2);
  return pathStart === -1 ? "/" : href.slice(pathStart).replace(/#.*$/s, "");
}

/** True when one of the sources `path` (with its query string) may be redirected from is in `sources`. */
function matches(sources: ReadonlySet<string>, path: string): boolean {
  if (sources.size === 0) return false;
  return redirectSourceCandidates(path, { queryOnly: true }).some((candidate) => sources.has(candidate));
}

/** The query-string sources of the redirect table, read once per content version. */
export class QueryRedirectSources {
  private held: { version: string; sources: ReadonlySet<string> } | null = null;
  private loading: { version: string; sources: Promise<ReadonlySet<string>> } | null = null;
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
    const held = typeof version === "string" && this.held?.version === version ? this.held.sources : null;
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
      matches(sources, path)
    );
  }

  /** The sources at content `version`: held, being read, or read now. */
  private sourcesAt(version: string): ReadonlySet<string> | Promise<ReadonlySet<string>> {
    if (this.held?.version === version) return this.held.sources;
    if (this.loading?.version === version) return this.loading.sources;
    this.loads++;
    // Read after the version: the list is at least as new as the version it is kept under.
    const sources = listQuerySourcePaths(this.kv).then((paths) => {
      const set = new Set(paths);
      this.held = { version, sources: set };
      return set;
    }).finally(() => {
      if (this.loading?.sources === sources) this.loading = null;
    });
    this.loading = { version, sources };
    return sources;
  }
}
