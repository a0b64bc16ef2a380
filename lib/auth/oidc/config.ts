/**
 * Sign-in with an OpenID Connect provider, configured by environment:
 * `OIDC_ISSUER` (issuer URL, discovered through `/.well-known/openid-configuration`), `OIDC_CLIENT_ID`,
 * `OIDC_CLIENT_SECRET`, and optionally `OIDC_LABEL` (the button text's provider name). Without the first three
 * the sign-in page shows no provider button and the routes answer 404. Read per request, so a running
 * process follows its environment.
 */
import { providerUrl } from "../provider/url.ts";

/** The provider settings. */
export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  label: string;
  /** Plain-http issuer on a loopback address (development and tests only). */
  insecure: boolean;
}

/** The configured provider, or null when sign-in with a provider is off. */
export function oidcConfig(env: { get(name: string): string | undefined } = Deno.env): OidcConfig | null {
  const issuerText = env.get("OIDC_ISSUER")?.trim();
  const clientId = env.get("OIDC_CLIENT_ID")?.trim();
  const clientSecret = env.get("OIDC_CLIENT_SECRET") ?? "";
  const issuer = providerUrl(issuerText);
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    issuer: issuer.url,
    insecure: issuer.insecure,
    clientId,
    clientSecret,
    label: env.get("OIDC_LABEL")?.trim() || "single sign-on",
  };
}
