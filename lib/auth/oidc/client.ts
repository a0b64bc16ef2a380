/**
 * The OpenID Connect client (oauth4webapi): authorization code flow with PKCE (S256), `state` and `nonce`.
 * The provider's answer is trusted for one thing only: a verified email address that belongs to an existing,
 * active user. No account is ever created here.
 */
import * as oauth from "oauth4webapi";
import { ProviderSignInError } from "../provider/errors.ts";
import type { OidcConfig } from "../../config/oidc.ts";

const discovered = new Map<string, { as: oauth.AuthorizationServer; at: number }>();
const DISCOVERY_MS = 60 * 60 * 1000;

function options(config: OidcConfig) {
  return config.insecure ? { [oauth.allowInsecureRequests]: true } : {};
}

/** The provider's metadata, discovered once an hour. */
async function server(config: OidcConfig): Promise<oauth.AuthorizationServer> {
  const key = config.issuer.href;
  const known = discovered.get(key);
  if (known && Date.now() - known.at < DISCOVERY_MS) return known.as;
  const response = await oauth.discoveryRequest(config.issuer, { algorithm: "oidc", ...options(config) });
  const as = await oauth.processDiscoveryResponse(config.issuer, response);
  discovered.set(key, { as, at: Date.now() });
  return as;
}

/** A new sign-in: where to send the browser, and the secrets the callback needs. */
export async function startOidcSignIn(config: OidcConfig, redirectUri: string) {
  const as = await server(config);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "openid email");
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("state", state);
  url.searchParams.set("nonce", nonce);
  return { url, state, codeVerifier, nonce };
}

/**
 * Completes the sign-in from the callback URL: checks `state`, exchanges the code with the PKCE verifier,
 * validates the ID token (issuer, audience, nonce) and answers the verified email address.
 */
export async function finishOidcSignIn(
  config: OidcConfig,
  callbackUrl: URL,
  redirectUri: string,
  flow: { state: string; codeVerifier: string; nonce: string },
): Promise<string> {
  const as = await server(config);
  const client: oauth.Client = { client_id: config.clientId };
  const auth = oauth.ClientSecretPost(config.clientSecret);
  try {
    const params = oauth.validateAuthResponse(as, client, callbackUrl, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      redirectUri,
      flow.codeVerifier,
      options(config),
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: flow.nonce,
      requireIdToken: true,
    });
    const idClaims = oauth.getValidatedIdTokenClaims(result)!;
    let claims: Record<string, unknown> = idClaims;
    if (typeof idClaims.email !== "string" && as.userinfo_endpoint) {
      const info = await oauth.userInfoRequest(as, client, result.access_token, options(config));
      claims = await oauth.processUserInfoResponse(as, client, idClaims.sub, info);
    }
    if (typeof claims.email !== "string" || !claims.email) throw new ProviderSignInError("unverified");
    if (claims.email_verified !== true) throw new ProviderSignInError("unverified");
    return claims.email;
  } catch (error) {
    if (error instanceof ProviderSignInError) throw error;
    console.error("OpenID Connect sign-in failed", error);
    throw new ProviderSignInError("failed");
  }
}
