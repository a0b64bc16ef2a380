/**
 * Sign-in with GitHub (`lib/auth/provider/oauth_client.ts`), scope `user:email`. GitHub publishes no metadata
 * document and issues no ID token, so its endpoints are fixed and the address comes from `GET /user/emails`: only
 * the address that is both `primary` and `verified` counts, any other address of the account is ignored.
 */
import { ProviderSignInError } from "../provider/errors.ts";
import type { OAuthProvider } from "../provider/oauth_client.ts";
import type { GithubConfig } from "../../config/github.ts";

const API_TIMEOUT_MS = 15_000;

/** GitHub as a sign-in provider. */
export function githubProvider(config: GithubConfig): OAuthProvider {
  const server = {
    issuer: config.baseUrl.href,
    authorization_endpoint: new URL("login/oauth/authorize", config.baseUrl).href,
    token_endpoint: new URL("login/oauth/access_token", config.baseUrl).href,
  };
  return {
    ...config,
    label: "GitHub",
    server: () => Promise.resolve(server),
    params: { scope: "user:email", allow_signup: "false" },
    openId: false,
    email: async ({ tokens }) => primaryVerifiedEmail(await listEmails(config, tokens.access_token)),
  };
}

/** The account's addresses (`GET /user/emails`, needs the `user:email` scope). */
async function listEmails(config: GithubConfig, accessToken: string): Promise<unknown> {
  const response = await fetch(new URL("user/emails", config.apiUrl), {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: "application/vnd.github+json",
      "X-GitHub-Api-Version": "2022-11-28",
      "User-Agent": "recetas-cubanas-admin",
    },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`GitHub user/emails answered ${response.status}`);
  }
  return await response.json();
}

/** The address marked both primary and verified; "unverified" when the primary address is not verified. */
function primaryVerifiedEmail(emails: unknown): string {
  if (!Array.isArray(emails)) throw new Error("GitHub user/emails did not answer a list");
  const primary = emails.find((entry) => entry?.primary === true);
  if (!primary || primary.verified !== true || typeof primary.email !== "string" || !primary.email) {
    throw new ProviderSignInError("unverified");
  }
  return primary.email;
}
