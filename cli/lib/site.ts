/**
 * Which site a command talks to and with which token: `--url`, else `RECIPES_URL`, else the last site signed in
 * to, else http://127.0.0.1:8000; `RECIPES_TOKEN` wins over the stored token of that site.
 */
import { Api } from "./api.ts";
import { loadCredentials, normalizeSiteUrl } from "./credentials.ts";
import { UsageError } from "./errors.ts";

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

/** A client for the chosen site with its token; without any token it is a usage error (exit 2). */
export async function signedInApi(option: string | undefined, signal?: AbortSignal): Promise<Api> {
  const url = await siteUrl(option);
  const token = Deno.env.get("RECIPES_TOKEN") || (await loadCredentials()).sites[url]?.token;
  if (!token) throw new UsageError(`Not signed in to ${url}. Run \`recipes login --url ${url}\` or set RECIPES_TOKEN.`);
  return new Api(url, token, signal);
}
