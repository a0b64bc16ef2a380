/**
 * Sign-in with GitHub through oauth4webapi: OAuth 2 authorization code flow with PKCE (S256) and `state`, scope
 * `user:email`. GitHub issues no ID token, so the address comes from `GET /user/emails`, and only the address that
 * is both `primary` and `verified` counts: any other address of the account is ignored. No account is ever
 * created here.
 */
import * as oauth from "oauth4webapi";
import { ProviderSignInError } from "../provider/errors.ts";
import type { StartedSignIn, TakenFlow } from "../provider/flow.ts";
import type { GithubConfig } from "../../config/github.ts";

const API_TIMEOUT_MS = 15_000;

/** GitHub's endpoints, described for oauth4webapi (GitHub publishes no metadata document). */
function server(config: GithubConfig): oauth.AuthorizationServer {
  return {
    issuer: config.baseUrl.href,
    authorization_endpoint: new URL("login/oauth/authorize", config.baseUrl).href,
    token_endpoint: new URL("login/oauth/access_token", config.baseUrl).href,
  };
}

/** A new sign-in: where to send the browser, and the secrets the callback needs. */
export async function startGithubSignIn(config: GithubConfig, redirectUri: string): Promise<StartedSignIn> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(server(config).authorization_endpoint!);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "user:email");
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("state", state);
  url.searchParams.set("allow_signup", "false");
  return { url, state, codeVerifier };
}

/**
 * Completes the sign-in from the callback URL: checks `state`, exchanges the code with the PKCE verifier and
 * answers the account's primary, verified email address.
 */
export async function finishGithubSignIn(
  config: GithubConfig,
  callbackUrl: URL,
  redirectUri: string,
  flow: Pick<TakenFlow, "state" | "codeVerifier">,
): Promise<string> {
  const as = server(config);
  const client: oauth.Client = { client_id: config.clientId };
  const options = config.insecure ? { [oauth.allowInsecureRequests]: true } : {};
  try {
    const params = oauth.validateAuthResponse(as, client, callbackUrl, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(config.clientSecret),
      params,
      redirectUri,
      flow.codeVerifier,
      options,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response);
    return primaryVerifiedEmail(await listEmails(config, result.access_token));
  } catch (error) {
    if (error instanceof ProviderSignInError) throw error;
    console.error("GitHub sign-in failed", error);
    throw new ProviderSignInError("failed");
  }
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
