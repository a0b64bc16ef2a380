/**
 * The credentials file: one API token per site URL, kept in `$XDG_CONFIG_HOME/recipes/credentials.json`
 * (`~/.config/recipes/credentials.json` without it), readable by the owner only (mode 0600).
 */

/** What is kept for one site. */
export interface SiteCredentials {
  token: string;
  /** Id of the API token, for revoking it on logout. */
  token_id: string;
  email: string;
  created_at: string;
}

/** The whole file: the site used when no URL is given, and each site's token. */
export interface CredentialsFile {
  default_url?: string;
  sites: Record<string, SiteCredentials>;
}

/** Path of the credentials file. */
export function credentialsPath(): string {
  const base = Deno.env.get("XDG_CONFIG_HOME") || `${Deno.env.get("HOME") ?? "."}/.config`;
  return `${base}/recipes/credentials.json`;
}

/** Reads the file; an empty record when it does not exist. */
export async function loadCredentials(): Promise<CredentialsFile> {
  try {
    const parsed = JSON.parse(await Deno.readTextFile(credentialsPath()));
    return { default_url: parsed.default_url, sites: parsed.sites ?? {} };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return { sites: {} };
    throw new Error(`Cannot read ${credentialsPath()}: ${error instanceof Error ? error.message : error}`);
  }
}

/** Writes the file with mode 0600 (its folder 0700), replacing it atomically. */
export async function saveCredentials(file: CredentialsFile): Promise<void> {
  const path = credentialsPath();
  const dir = path.slice(0, path.lastIndexOf("/"));
  await Deno.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = `${path}.${crypto.randomUUID()}.tmp`;
  await Deno.writeTextFile(temp, JSON.stringify(file, null, 2) + "\n", { mode: 0o600 });
  await Deno.chmod(temp, 0o600);
  await Deno.rename(temp, path);
}

/** A site URL in the one form used as a key: origin plus path without trailing slashes. */
export function normalizeSiteUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`Not a URL: ${url}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new TypeError(`Not an http(s) URL: ${url}`);
  return (parsed.origin + parsed.pathname).replace(/\/+$/, "");
}
