/** Runtime configuration, read once from the environment (documented in README.md). */

/** Everything the server needs to know about its environment. */
export interface AppConfig {
  port: number;
  hostname: string;
  /** Origin every absolute URL is built from (`SITE_URL`, e.g. `https://recetas.example`). */
  siteUrl: string;
  /** Local file path, `:memory:`, or a KV Connect URL. */
  kvPath: string;
  /** Folder for uploaded media files. */
  mediaDir: string;
  /** `s3://bucket/prefix` to keep media in an S3-compatible bucket instead of `mediaDir`; null for the folder. */
  mediaStore: string | null;
  adminEmail?: string;
  adminPassword?: string;
  /** Load the demo content into an empty store (default true; `SEED_DEMO=0` turns it off). */
  seedDemo: boolean;
  /** Most milliseconds a page cache serves pages before checking the store for other processes' writes. */
  cacheVersionCheckMs: number;
  /** Most bytes of rendered pages each process keeps (`PAGE_CACHE_MB`). */
  pageCacheBytes: number;
}

function wholeNumber(env: (name: string) => string | undefined, name: string, fallback: number, max: number): number {
  const raw = env(name);
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got ${raw}`);
  }
  return value;
}

/** Reads {@link AppConfig} from `env` (defaults to the process environment). */
export function readConfig(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): AppConfig {
  const port = Number(env("PORT") ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env("PORT")}`);
  }
  return {
    port,
    hostname: env("HOSTNAME") || "127.0.0.1",
    siteUrl: parseSiteUrl(env("SITE_URL") || `http://127.0.0.1:${port}`),
    kvPath: env("KV_PATH") || "data/recetas.kv",
    mediaDir: env("MEDIA_DIR") || "data/media",
    mediaStore: env("MEDIA_STORE") || null,
    adminEmail: env("ADMIN_EMAIL") || undefined,
    adminPassword: env("ADMIN_PASSWORD") || undefined,
    seedDemo: !["0", "false", "no"].includes((env("SEED_DEMO") ?? "1").toLowerCase()),
    cacheVersionCheckMs: wholeNumber(env, "CACHE_VERSION_CHECK_MS", 250, 60_000),
    pageCacheBytes: wholeNumber(env, "PAGE_CACHE_MB", 32, 4096) * 1024 * 1024,
  };
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

/** True when `TRUST_PROXY` is on: the server sits behind a reverse proxy that sets `X-Forwarded-*`. */
export function trustProxy(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): boolean {
  return trustedProxyHops(env) > 0;
}

/**
 * How many reverse proxies in front of the server append to `X-Forwarded-For`: `TRUST_PROXY` as a whole number
 * (`1`, `true` and `yes` mean one), 0 when unset or anything else.
 */
export function trustedProxyHops(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): number {
  let value: string;
  try {
    value = (env("TRUST_PROXY") ?? "").trim();
  } catch {
    return 0;
  }
  if (/^(true|yes)$/i.test(value)) return 1;
  return /^[0-9]{1,2}$/.test(value) ? Number(value) : 0;
}
