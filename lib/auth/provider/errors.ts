/** Why a sign-in with a provider (OpenID Connect, GitHub) signed nobody in, and what the sign-in page says. */

/** The reasons, sent to the sign-in page as `?sso=<code>`. */
export type ProviderSignInCode = "failed" | "unverified" | "unknown";

/** Thrown by a provider client when its answer cannot sign anyone in. */
export class ProviderSignInError extends Error {
  constructor(readonly code: ProviderSignInCode) {
    super(code);
  }
}

/** Texts the sign-in page shows after a provider sign-in that signed nobody in (`?sso=<code>`). */
export const PROVIDER_SIGN_IN_ERRORS: Record<string, string> = {
  failed: "Sign-in with the provider failed. Please try again.",
  unverified: "The provider did not confirm your email address.",
  unknown: "No active account uses this email address. Ask an administrator to add you.",
};
