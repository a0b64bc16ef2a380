/** Settings of a link check: politeness limits, timeouts and what counts as the site itself. */
import type { MediaStorage } from "../config/media_storage.ts";
import type { HostGuard } from "./host_guard.ts";

/** Options accepted by every link check entry point. */
export interface LinkCheckOptions {
  /** Origins that are the site itself (e.g. the request origin); the first is the base of relative links. */
  siteOrigins?: string[];
  /** Media store used to confirm that `/media/...` links point at an existing file. */
  media?: MediaStorage;
  /** Most external requests in flight at once, over all hosts (default 4). */
  concurrency?: number;
  /** Pause after each request before the same host is asked again, in ms (default 250). */
  perHostDelayMs?: number;
  /** Time limit of one request, in ms (default 10,000). */
  timeoutMs?: number;
  /** Extra attempts after a network error, timeout, 429 or 5xx (default 2). */
  retries?: number;
  /** First backoff before a retry, doubled on each attempt, in ms (default 500). */
  retryBaseDelayMs?: number;
  /** Longest `Retry-After` wait honoured, in ms (default 30,000). */
  maxRetryAfterMs?: number;
  /** Most redirects followed before a link is broken (default 10). */
  maxRedirects?: number;
  /** User-Agent sent with every request. */
  userAgent?: string;
  /** Hosts that may be contacted; links to other hosts are reported as skipped (default: every host). */
  allowHost?: (url: URL) => boolean | Promise<boolean>;
  /**
   * Checks each host before it is contacted (the first URL and every redirect) and sends the request to the
   * checked address only (see `host_guard.ts`); refused hosts are skipped. Default: none, `fetch` resolves names.
   */
  hostGuard?: HostGuard;
  /** Root certificates (PEM) trusted besides the usual ones, for https requests sent through `hostGuard`. */
  caCerts?: string[];
  /** The fetch implementation for requests without a `hostGuard` (default the global one). */
  fetch?: typeof fetch;
  /** Stops a long run between posts. */
  signal?: AbortSignal;
}

/** Options with every default filled in. */
export interface ResolvedLinkCheckOptions
  extends Required<Omit<LinkCheckOptions, "media" | "signal" | "siteOrigins" | "hostGuard" | "caCerts">> {
  siteOrigins: string[];
  media?: MediaStorage;
  signal?: AbortSignal;
  hostGuard?: HostGuard;
  caCerts?: string[];
}

/** Base of relative links when no site origin is known (a reserved name that never resolves). */
export const FALLBACK_SITE_ORIGIN = "https://site.invalid";

/** Identifies the checker to the sites it visits. */
export const DEFAULT_USER_AGENT = "RecetasCubanasLinkChecker/1.0 (link checker)";

/** Fills in the defaults of {@link LinkCheckOptions}. */
export function resolveLinkCheckOptions(options: LinkCheckOptions = {}): ResolvedLinkCheckOptions {
  const origins = (options.siteOrigins ?? []).map(toOrigin).filter((o): o is string => o !== null);
  return {
    siteOrigins: [...new Set(origins)],
    media: options.media,
    signal: options.signal,
    hostGuard: options.hostGuard,
    caCerts: options.caCerts,
    concurrency: atLeast(options.concurrency ?? 4, 1),
    perHostDelayMs: atLeast(options.perHostDelayMs ?? 250, 0),
    timeoutMs: atLeast(options.timeoutMs ?? 10_000, 1),
    retries: atLeast(options.retries ?? 2, 0),
    retryBaseDelayMs: atLeast(options.retryBaseDelayMs ?? 500, 0),
    maxRetryAfterMs: atLeast(options.maxRetryAfterMs ?? 30_000, 0),
    maxRedirects: atLeast(options.maxRedirects ?? 10, 0),
    userAgent: options.userAgent ?? userAgentFor(origins[0]),
    allowHost: options.allowHost ?? (() => true),
    fetch: options.fetch ?? fetch,
  };
}

function userAgentFor(origin: string | null | undefined): string {
  return origin ? `RecetasCubanasLinkChecker/1.0 (+${origin})` : DEFAULT_USER_AGENT;
}

function toOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

function atLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}
