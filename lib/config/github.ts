/**
 * Sign-in with GitHub (plain OAuth 2: no ID token, no discovery), configured by environment: `GITHUB_CLIENT_ID`
 * and `GITHUB_CLIENT_SECRET` of a GitHub OAuth app (or GitHub App) whose callback URL is
 * `SITE_URL/api/auth/github/callback`; optionally `GITHUB_BASE_URL` (default `https://github.com`: the
 * authorization and token endpoints, e.g. a GitHub Enterprise Server) and `GITHUB_API_URL` (default
 * `https://api.github.com`, or `https://host/api/v3`). Both must be https, or plain http on a loopback address
 * (tests); another address throws, naming its variable. Without a client id and secret the sign-in page shows no
 * GitHub button and the routes answer 404. Parsed once at start by `lib/config.ts`, like the OpenID Connect settings.
 */
import { providerUrl, REFUSED } from "./provider_url.ts";

/** The GitHub settings. */
export interface GithubConfig {
  clientId: string;
  clientSecret: string;
  /** Where `login/oauth/authorize` and `login/oauth/access_token` live, ending in `/`. */
  baseUrl: URL;
  /** The REST API root, ending in `/` (`user/emails` is resolved against it). */
  apiUrl: URL;
  /** Plain-http base or API address on a loopback address (development and tests only). */
  insecure: boolean;
}

/** The configured GitHub sign-in, or null when it is off. */
export function githubConfig(env: (name: string) => string | undefined): GithubConfig | null {
  const base = address(env, "GITHUB_BASE_URL", "https://github.com");
  const api = address(env, "GITHUB_API_URL", "https://api.github.com");
  const clientId = env("GITHUB_CLIENT_ID")?.trim();
  const clientSecret = env("GITHUB_CLIENT_SECRET") ?? "";
  if (!clientId || !clientSecret) return null;
  const insecure = base.insecure || api.insecure;
  return { clientId, clientSecret, baseUrl: folder(base.url), apiUrl: folder(api.url), insecure };
}

/** The provider address in `name` (default `fallback`); throws naming `name` when it is refused. */
function address(env: (name: string) => string | undefined, name: string, fallback: string) {
  const text = env(name)?.trim() || fallback;
  const url = providerUrl(text);
  if (!url) throw new Error(`${name} ${REFUSED}, got ${text}`);
  return url;
}

/** `url` ending in `/`, so relative paths resolve below it. */
function folder(url: URL): URL {
  return url.pathname.endsWith("/") ? url : new URL(`${url.pathname}/`, url);
}
