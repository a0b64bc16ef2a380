/**
 * Sign-in with an OpenID Connect provider, configured by environment:
 * `OIDC_ISSUER` (issuer URL, discovered through `/.well-known/openid-configuration`), `OIDC_CLIENT_ID`,
 * `OIDC_CLIENT_SECRET`, and optionally `OIDC_LABEL` (the button text's provider name). Without the first three
 * the sign-in page shows no provider button and the routes answer 404. Parsed once at start by `lib/config.ts`;
 * handlers read it from `c.var.config.signIn`.
 */
import { providerUrl, REFUSED } from "./provider_url.ts";

/** The provider settings. */
export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  label: string;
  /** Plain-http issuer on a loopback address (development and tests only). */
  insecure: boolean;
}

/**
 * The configured provider, or null when sign-in with a provider is off (any of the three settings missing).
 * An issuer that is not an https URL (or plain http on a loopback address) throws, naming `OIDC_ISSUER`.
 */
export function oidcConfig(env: (name: string) => string | undefined): OidcConfig | null {
  const issuerText = env("OIDC_ISSUER")?.trim();
  const clientId = env("OIDC_CLIENT_ID")?.trim();
  const clientSecret = env("OIDC_CLIENT_SECRET") ?? "";
  const issuer = providerUrl(issuerText);
  if (issuerText && !issuer) throw new Error(`OIDC_ISSUER ${REFUSED}, got ${issuerText}`);
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    issuer: issuer.url,
    insecure: issuer.insecure,
    clientId,
    clientSecret,
    label: env("OIDC_LABEL")?.trim() || "single sign-on",
  };
}
