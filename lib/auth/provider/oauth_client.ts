/**
 * The OAuth 2 client every sign-in provider shares (oauth4webapi): authorization code flow with PKCE (S256) and
 * `state`, plus `nonce` and a required ID token with OpenID Connect. The provider's answer is trusted for one thing
 * only: a verified email address, which `lib/auth/provider/flow.ts` matches to an existing, active user. No account
 * is ever created here.
 */
import * as oauth from "oauth4webapi";
import { ProviderSignInError } from "./errors.ts";

/** The token answer and what reading more from the provider needs. */
export interface GrantedTokens {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  tokens: oauth.TokenEndpointResponse;
  options: oauth.HttpRequestOptions<"GET">;
}

/** What one provider (GitHub, an OpenID Connect issuer) adds to the shared flow. */
export interface OAuthProvider {
  /** Name in logs ("GitHub"). */
  label: string;
  clientId: string;
  clientSecret: string;
  /** Plain http allowed (a loopback provider in development and tests). */
  insecure: boolean;
  /** The provider's endpoints. */
  server(): Promise<oauth.AuthorizationServer>;
  /** Authorization request parameters beyond the shared ones (`scope`, …). */
  params: Record<string, string>;
  /** OpenID Connect: a `nonce` is sent and an ID token required. */
  openId: boolean;
  /** The verified email address of the signed-in account, or {@link ProviderSignInError} "unverified". */
  email(granted: GrantedTokens): Promise<string>;
}

/** A started sign-in: where the provider signs the user in, and the secrets its callback needs. */
export interface StartedSignIn {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce?: string;
}

/** The secrets of a started sign-in, as the callback takes them back. */
export type SignInSecrets = Omit<StartedSignIn, "url">;

/** A new sign-in with `provider`: where to send the browser, and the secrets the callback needs. */
export async function startSignIn(provider: OAuthProvider, redirectUri: string): Promise<StartedSignIn> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = provider.openId ? oauth.generateRandomNonce() : undefined;
  const url = new URL((await provider.server()).authorization_endpoint!);
  const params = {
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    ...provider.params,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    ...(nonce ? { nonce } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { url, state, codeVerifier, ...(nonce ? { nonce } : {}) };
}

/**
 * Completes the sign-in from the callback URL: checks `state`, exchanges the code with the PKCE verifier (and
 * validates the ID token's issuer, audience and nonce with OpenID Connect) and answers the verified email address.
 * Every failure is a {@link ProviderSignInError}.
 */
export async function finishSignIn(
  provider: OAuthProvider,
  callbackUrl: URL,
  redirectUri: string,
  flow: SignInSecrets,
): Promise<string> {
  try {
    if (provider.openId && !flow.nonce) throw new ProviderSignInError("failed");
    const as = await provider.server();
    const client: oauth.Client = { client_id: provider.clientId };
    const options = provider.insecure ? { [oauth.allowInsecureRequests]: true } : {};
    const params = oauth.validateAuthResponse(as, client, callbackUrl, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(provider.clientSecret),
      params,
      redirectUri,
      flow.codeVerifier,
      options,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      provider.openId ? { expectedNonce: flow.nonce, requireIdToken: true } : undefined,
    );
    return await provider.email({ as, client, tokens, options });
  } catch (error) {
    if (error instanceof ProviderSignInError) throw error;
    console.error(`${provider.label} sign-in failed`, error);
    throw new ProviderSignInError("failed");
  }
}
