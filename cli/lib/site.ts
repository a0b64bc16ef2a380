/**
 * Which site a command talks to and with which token: `--url`, else `RECIPES_URL`, else the last site signed in
 * to, else http://127.0.0.1:8000; `RECIPES_TOKEN` wins over the stored token of that site.
 */
import { Api } from "./api.ts";
import { loadCredentials, normalizeSiteUrl } from "./credentials.ts";
import { ApiError, UsageError } from "./errors.ts";

/** Where `npm start` serves the site. */
export const DEFAULT_SITE_URL = "http://127.0.0.1:8000";

/** The site URL chosen by option, environment or the credentials file. */
export async function siteUrl(option?: string): Promise<string> {
  const chosen = option || Deno.env.get("RECIPES_URL") || (await loadCredentials()).default_url || DEFAULT_SITE_URL;
  try {
    return normalizeSiteUrl(chosen);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A user as the API answers it (`GET /api/auth/me`, `GET /api/users`, no secrets). */
export interface SiteUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** The one-line error of a URL whose API answers, but not as the site does. */
export function notTheSiteError(url: string, what: string, status: number): ApiError {
  return new ApiError(`${url} does not look like a Recetas site: ${what} (check the site URL)`, status);
}

/**
 * Who the token belongs to (`GET /api/auth/me`). An answer without the user (another program's JSON, a 404) is one
 * line saying the URL is not the site, never a failure later on the answer's shape.
 */
export async function siteUser(api: Api): Promise<SiteUser> {
  let answer: unknown;
  try {
    answer = await api.get("/api/auth/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw notTheSiteError(api.url, "/api/auth/me answered HTTP 404", 404);
    }
    throw error;
  }
  const user = (answer as { user?: Record<string, unknown> } | null)?.user;
  const fields = ["id", "email", "name", "role"];
  if (!user || typeof user !== "object" || !fields.every((field) => typeof user[field] === "string")) {
    throw notTheSiteError(api.url, "/api/auth/me answered JSON without the signed-in user", 200);
  }
  return user as unknown as SiteUser;
}

/**
 * A client for the chosen site with its token, checked once against the site (`siteUser`): a wrong URL or token ends
 * here in one line, not as the same error on every request. Without any token it is a usage error (exit 2).
 */
export async function signedInApi(option: string | undefined, signal?: AbortSignal): Promise<Api> {
  const url = await siteUrl(option);
  const token = Deno.env.get("RECIPES_TOKEN") || (await loadCredentials()).sites[url]?.token;
  if (!token) throw new UsageError(`Not signed in to ${url}. Run \`recipes login --url ${url}\` or set RECIPES_TOKEN.`);
  const api = new Api(url, token, signal);
  await siteUser(api);
  return api;
}
