/** Texts the sign-in page shows after a provider sign-in that signed nobody in (`?sso=<code>`). */
export const OIDC_ERRORS: Record<string, string> = {
  failed: "Sign-in with the provider failed. Please try again.",
  unverified: "The provider did not confirm your email address.",
  unknown: "No active account uses this email address. Ask an administrator to add you.",
};
