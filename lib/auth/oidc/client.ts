/**
 * Sign-in with an OpenID Connect provider (`lib/auth/provider/oauth_client.ts`), scope `openid email`: the
 * provider's metadata is discovered once an hour, and the address is taken from the validated ID token (or the
 * userinfo endpoint when the token has none) only when the provider says it is verified.
 */
import * as oauth from "oauth4webapi";
import { ProviderSignInError } from "../provider/errors.ts";
import type { OAuthProvider } from "../provider/oauth_client.ts";
import type { OidcConfig } from "../../config/oidc.ts";

const discovered = new Map<string, { as: oauth.AuthorizationServer; at: number }>();
const DISCOVERY_MS = 60 * 60 * 1000;

/** The provider's metadata, discovered once an hour. */
async function server(config: OidcConfig): Promise<oauth.AuthorizationServer> {
  const key = config.issuer.href;
  const known = discovered.get(key);
  if (known && Date.now() - known.at < DISCOVERY_MS) return known.as;
  const options = config.insecure ? { [oauth.allowInsecureRequests]: true } : {};
  const response = await oauth.discoveryRequest(config.issuer, { algorithm: "oidc", ...options });
  const as = await oauth.processDiscoveryResponse(config.issuer, response);
  discovered.set(key, { as, at: Date.now() });
  return as;
}

/** The configured OpenID Connect issuer as a sign-in provider. */
export function oidcProvider(config: OidcConfig): OAuthProvider {
  return {
    ...config,
    label: "OpenID Connect",
    server: () => server(config),
    params: { scope: "openid email" },
    openId: true,
    async email({ as, client, tokens, options }) {
      const idClaims = oauth.getValidatedIdTokenClaims(tokens)!;
      let claims: Record<string, unknown> = idClaims;
      if (typeof idClaims.email !== "string" && as.userinfo_endpoint) {
        const info = await oauth.userInfoRequest(as, client, tokens.access_token, options);
        claims = await oauth.processUserInfoResponse(as, client, idClaims.sub, info);
      }
      if (typeof claims.email !== "string" || !claims.email || claims.email_verified !== true) {
        throw new ProviderSignInError("unverified");
      }
      return claims.email;
    },
  };
}
