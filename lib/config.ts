/**
 * Runtime configuration, read from the environment once at start into one typed {@link AppConfig} (every variable
 * is documented in README.md). `main.ts` and the supervisor call {@link readConfig}; nothing else in the server
 * reads the environment: the app factory, the start-up jobs and the handlers (`c.var.config`) are given what they
 * need. Each section is parsed by its own module's pure function, all called from here.
 */
import type { Context } from "hono";
import { type AiProviderConfig, readAiProviderConfig } from "./config/ai.ts";
import { type GithubConfig, githubConfig } from "./config/github.ts";
import { type OidcConfig, oidcConfig } from "./config/oidc.ts";
import { type MediaConfig, mediaConfig } from "./config/media.ts";
import { CONFIG_REFUSED_EXIT_CODE } from "./process/exit_codes.ts";
import type { LogFormat } from "./process/log.ts";
import { webConcurrency } from "./process/web_concurrency.ts";

/** Reads one environment variable (the process environment in production, a map in tests). */
export type EnvReader = (name: string) => string | undefined;

/** What request handlers read (on `c.var.config`): sign-in providers, proxies in front, the link checker. */
export interface RequestConfig {
  /** Staff sign-in providers; null when one is off. */
  signIn: { oidc: OidcConfig | null; github: GithubConfig | null };
  /** `TRUST_PROXY`: how many reverse proxies in front append to `X-Forwarded-For` (0: none, headers ignored). */
  proxy: { hops: number };
  /** `LINK_CHECK_ALLOW_PRIVATE=1`: the link checker may contact loopback and private addresses. */
  linkCheck: { allowPrivate: boolean };
  /** The store Admin → Settings → Backups copies: `kvPath`, a local file or a KV Connect URL (`KV_PATH`). */
  backup: BackupConfig & { kvPath: string };
  /** `METRICS_TOKEN`: the bearer token `GET /metrics` asks for; null (unset) hides the endpoint (404). */
  metrics: { token: string | null };
  /**
   * `SITE_URL` is set: browsers' cookie-authenticated writes must come from exactly that origin. Unset (a local
   * try-out, tests), the request's own origin (and, with `TRUST_PROXY`, the forwarded one) is accepted as well.
   */
  csrf: { siteUrlOnly: boolean };
  /** `REVIEW_PENDING_PER_POST`, `REVIEW_PENDING_SITE`: pending reviews past which new ones are held as spam. */
  reviewQueue: { perPost: number; site: number };
}

/** Everything the server needs to know about its environment. */
export interface AppConfig extends RequestConfig {
  port: number;
  hostname: string;
  /** Origin every absolute URL is built from (`SITE_URL`, e.g. `https://recetas.example`). */
  siteUrl: string;
  /** Local file path, `:memory:`, or a KV Connect URL. */
  kvPath: string;
  /** `NODE_ENV` is not `development`: serve the production build. */
  production: boolean;
  /** Where media files live (`MEDIA_DIR`, or `MEDIA_STORE` with its S3 settings). */
  media: MediaConfig;
  /** The first admin, created when the store has no users (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  admin: { email?: string; password?: string };
  /**
   * Load the demo content into an empty store (`SEED_DEMO`; by default only for a local try-out, that is when
   * `SITE_URL` is unset: a public site starts empty).
   */
  seedDemo: boolean;
  pageCache: {
    /** Most milliseconds a page cache serves pages before checking the store for other processes' writes. */
    versionCheckMs: number;
    /** Most bytes of rendered pages each process keeps (`PAGE_CACHE_MB`). */
    maxBytes: number;
  };
  /** Bounds on the work of page-cache misses (`lib/cache/miss_limiter.ts`). */
  misses: MissLimits;
  /** AI providers' credentials and limits (`lib/config/ai.ts`). */
  ai: AiProviderConfig;
  /** Server processes `npm start` runs (`WEB_CONCURRENCY`). */
  webConcurrency: number;
  /** `LOG_FORMAT` (plain or JSON lines) and `LOG_REQUESTS=1` (one line per request). */
  log: { format: LogFormat; requests: boolean };
  /** `STORE_CLEANUP_MINUTES`: how long after a store migration the cleanups it allows run (ms). */
  storeCleanupDelayMs: number;
  /** How a server starts and stops (`lib/serve_site.ts`, `scripts/supervise.ts`). */
  lifecycle: LifecycleConfig;
}

/** `MISS_CONCURRENCY`, `MISS_QUEUE` and `MISS_ADDRESS_RATE`: how much uncached work each process takes on. */
export interface MissLimits {
  /** Misses rendering at once per process (at least 1). */
  concurrency: number;
  /** Misses waiting for a turn at most, beyond which they get 503. */
  queue: number;
  /** Searches, numbered pages and 404s per second each client address may cause (0: no per-address limit). */
  addressRate: number;
}

/** Defaults of {@link MissLimits}. */
export const DEFAULT_MISS_LIMITS: MissLimits = { concurrency: 4, queue: 32, addressRate: 5 };

/** Start and stop of the server processes and their supervisor. */
export interface LifecycleConfig {
  /** `SHUTDOWN_GRACE_MS`: longest a stopping server takes to drain and finish its requests before it exits. */
  shutdownGraceMs: number;
  /** `PID_FILE`: where the supervisor writes its process id (for `kill -HUP`). */
  pidFile: string;
  /** `LISTEN_WHEN_READY=1`: join `PORT` only once ready, instead of answering "preparing" (replacements, crash restarts). */
  listenWhenReady: boolean;
  /** `HEALTH_PORT`: also serve `/healthz` and `/readyz` on this 127.0.0.1 port (0: any free one); null: none. */
  healthPort: number | null;
  /** `CRASH_LOOP_LIMIT`: crashes of one server within a minute that stop the supervisor (0: restart forever). */
  crashLoopLimit: number;
}

/** `BACKUP_DIR`, `BACKUP_EVERY` and `BACKUP_KEEP`. */
export interface BackupConfig {
  /** Folder of the backups (`BACKUP_DIR`, default `data/backups`). */
  dir: string;
  /** Milliseconds between scheduled backups (`BACKUP_EVERY`: `30m`, `6h`, `1d`, `1w`); null: no schedule. */
  everyMs: number | null;
  /** Backups kept in `dir` (`BACKUP_KEEP`, default 7); older ones are removed after each backup. */
  keep: number;
}

/** The configuration request handlers see when none is given: no providers, no proxy, public links only. */
export const DEFAULT_REQUEST_CONFIG: RequestConfig = {
  signIn: { oidc: null, github: null },
  proxy: { hops: 0 },
  linkCheck: { allowPrivate: false },
  backup: { dir: "data/backups", everyMs: null, keep: 7, kvPath: ":memory:" },
  metrics: { token: null },
  csrf: { siteUrlOnly: false },
  reviewQueue: { perPost: 50, site: 1000 },
};

/** The process environment (read only through {@link readConfig}). */
export const processEnv: EnvReader = (name) => Deno.env.get(name);

/**
 * Reads and checks the whole {@link AppConfig} from `env` (default: the process environment). A bad value throws
 * one error naming its variable.
 */
export function readConfig(env: EnvReader = processEnv): AppConfig {
  const port = wholeNumber(env, "PORT", 8000, 65535);
  const kvPath = env("KV_PATH") || "data/recetas.kv";
  const siteUrl = env("SITE_URL");
  return {
    port,
    hostname: env("HOSTNAME") || "127.0.0.1",
    siteUrl: parseSiteUrl(siteUrl || `http://127.0.0.1:${port}`),
    kvPath,
    production: env("NODE_ENV") !== "development",
    media: mediaConfig(env),
    admin: { email: env("ADMIN_EMAIL")?.trim() || undefined, password: env("ADMIN_PASSWORD")?.trim() || undefined },
    // A site with a public address is a production one: demo recipes there would be published to the world.
    seedDemo: flag(env, "SEED_DEMO", !siteUrl),
    pageCache: {
      versionCheckMs: wholeNumber(env, "CACHE_VERSION_CHECK_MS", 250, 60_000),
      maxBytes: wholeNumber(env, "PAGE_CACHE_MB", 32, 4096) * 1024 * 1024,
    },
    misses: {
      concurrency: atLeastOne(env, "MISS_CONCURRENCY", DEFAULT_MISS_LIMITS.concurrency, 1000),
      queue: wholeNumber(env, "MISS_QUEUE", DEFAULT_MISS_LIMITS.queue, 100_000),
      addressRate: wholeNumber(env, "MISS_ADDRESS_RATE", DEFAULT_MISS_LIMITS.addressRate, 100_000),
    },
    ai: readAiProviderConfig(env),
    signIn: { oidc: oidcConfig(env), github: githubConfig(env) },
    proxy: { hops: trustedProxyHops(env) },
    linkCheck: { allowPrivate: flag(env, "LINK_CHECK_ALLOW_PRIVATE", false) },
    webConcurrency: webConcurrency(env),
    storeCleanupDelayMs: wholeNumber(env, "STORE_CLEANUP_MINUTES", 10, 10_080) * 60_000,
    backup: {
      dir: env("BACKUP_DIR")?.trim() || "data/backups",
      everyMs: backupInterval(env),
      keep: backupKeep(env),
      kvPath,
    },
    metrics: { token: metricsToken(env) },
    csrf: { siteUrlOnly: Boolean(siteUrl) },
    reviewQueue: {
      perPost: wholeNumber(env, "REVIEW_PENDING_PER_POST", 50, 100_000),
      site: wholeNumber(env, "REVIEW_PENDING_SITE", 1000, 1_000_000),
    },
    log: { format: logFormat(env), requests: flag(env, "LOG_REQUESTS", false) },
    lifecycle: {
      shutdownGraceMs: wholeNumber(env, "SHUTDOWN_GRACE_MS", 10_000, 600_000),
      pidFile: env("PID_FILE")?.trim() || "data/recetas.pid",
      listenWhenReady: flag(env, "LISTEN_WHEN_READY", false),
      healthPort: optionalPort(env, "HEALTH_PORT"),
      crashLoopLimit: wholeNumber(env, "CRASH_LOOP_LIMIT", 5, 1000),
    },
  };
}

/** {@link readConfig} of the variables in `values` alone (tests and benchmarks). */
export function configFrom(values: Record<string, string | undefined> = {}): AppConfig {
  return readConfig((name) => values[name]);
}

/** {@link readConfig}, or the process ends with one line naming the bad variable and exit code 78. */
export function readConfigOrExit(env: EnvReader = processEnv): AppConfig {
  try {
    return readConfig(env);
  } catch (error) {
    const line = `Configuration error: ${error instanceof Error ? error.message : String(error)}`;
    // The line is JSON when LOG_FORMAT itself is readable and asks for it.
    let json = false;
    try {
      json = logFormat(env) === "json";
    } catch {
      // LOG_FORMAT is the bad value: plain it is.
    }
    console.error(json ? JSON.stringify({ time: new Date().toISOString(), level: "error", msg: line }) : line);
    Deno.exit(CONFIG_REFUSED_EXIT_CODE);
  }
}

function wholeNumber(env: EnvReader, name: string, fallback: number, max: number): number {
  const raw = env(name);
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isInteger(value) || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got ${raw}`);
  }
  return value;
}

const INTERVAL_UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `BACKUP_EVERY` as milliseconds: a whole number and a unit (`30m`, `6h`, `1d`, `1w`), at least 5 minutes. */
function backupInterval(env: EnvReader): number | null {
  const raw = env("BACKUP_EVERY");
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return null;
  const match = value.match(/^(\d{1,6})\s*([mhdw])$/);
  const ms = match ? Number(match[1]) * INTERVAL_UNITS_MS[match[2]] : 0;
  if (ms < 5 * 60_000) {
    throw new Error(`BACKUP_EVERY must be a time of at least 5 minutes such as 30m, 6h, 1d or 1w, got ${raw}`);
  }
  return ms;
}

/** `BACKUP_KEEP`: how many backups to keep, 1 to 10,000 (default 7). */
function backupKeep(env: EnvReader): number {
  return atLeastOne(env, "BACKUP_KEEP", 7, 10_000);
}

/** {@link wholeNumber}, refusing 0. */
function atLeastOne(env: EnvReader, name: string, fallback: number, max: number): number {
  const value = wholeNumber(env, name, fallback, max);
  if (value < 1) throw new Error(`${name} must be a whole number from 1 to ${max}, got ${env(name)}`);
  return value;
}

/** A port number variable that may be unset (null). */
function optionalPort(env: EnvReader, name: string): number | null {
  const raw = env(name);
  return raw === undefined || raw.trim() === "" ? null : wholeNumber(() => raw, name, 0, 65535);
}

/** A yes/no variable: `1`/`true`/`yes` or `0`/`false`/`no` (any case); unset or empty is `fallback`. */
function flag(env: EnvReader, name: string, fallback: boolean): boolean {
  const raw = env(name)?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes"].includes(raw)) return true;
  if (["0", "false", "no"].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0 (true/false, yes/no), got ${env(name)}`);
}

/** `LOG_FORMAT`: `plain` (default) or `json` (one JSON object per line), any case. */
export function logFormat(env: EnvReader): LogFormat {
  const raw = env("LOG_FORMAT");
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "plain" || value === "text") return "plain";
  if (value === "json") return "json";
  throw new Error(`LOG_FORMAT must be plain or json, got ${raw}`);
}

/** Fewest characters of a `METRICS_TOKEN`: a short one could be guessed. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * `METRICS_TOKEN`: unset or empty is none (`/metrics` answers 404); else at least {@link MIN_METRICS_TOKEN_LENGTH}
 * characters a bearer token may hold (letters, digits, `-._~+/`, trailing `=`).
 */
export function metricsToken(env: EnvReader): string | null {
  const value = (env("METRICS_TOKEN") ?? "").trim();
  if (value === "") return null;
  if (!/^[A-Za-z0-9._~+/-]+=*$/.test(value) || value.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} letters, digits or -._~+/ (e.g. openssl rand -hex 32)`,
    );
  }
  return value;
}

/**
 * The origin of `value` (`https://host[:port]`), which must be an http(s) URL
 * without credentials, path (other than `/`), query or fragment.
 */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an http(s) origin, got ${value}`);
  }
  const bare = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash &&
    !value.includes("?") && !value.includes("#");
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !bare) {
    throw new Error(`SITE_URL must be an http(s) origin without path, query or fragment, got ${value}`);
  }
  return url.origin;
}

/**
 * How many reverse proxies in front of the server append to `X-Forwarded-For`: `TRUST_PROXY` as a whole number
 * from 0 to 99 (`true` and `yes` mean one, `false` and `no` none); unset or empty is none.
 */
export function trustedProxyHops(env: EnvReader): number {
  const raw = env("TRUST_PROXY");
  const value = (raw ?? "").trim();
  if (value === "" || /^(false|no)$/i.test(value)) return 0;
  if (/^(true|yes)$/i.test(value)) return 1;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be how many proxies are in front (0 to 99, or true/false), got ${raw}`);
}

/** The request configuration the app put on `c.var.config` ({@link DEFAULT_REQUEST_CONFIG} outside the app). */
export function requestConfig(c: Context): RequestConfig {
  return (c.get("config") as RequestConfig | undefined) ?? DEFAULT_REQUEST_CONFIG;
}
