/**
 * What the sign-in routes of every provider share (`routes/api/auth/<provider>/start.ts` and `callback.ts`):
 * `start` stores the flow's secrets under its `state` (`lib/db/oidc_flows.ts`), binds the state to the browser
 * with an HttpOnly cookie scoped to the provider's routes and sends the browser to the provider; `callback`
 * requires the same state in the query and the cookie and a flow started with this provider (used once), lets
 * the provider's client turn the answer into an email address, and signs in the existing, active user with that
 * address (the same session as a password sign-in). Nothing here creates a user.
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "@/lib/app_env.ts";
import { secureCookies, setSessionCookies } from "@/lib/auth/cookies.ts";
import { safeNextPath } from "@/lib/auth/next_path.ts";
import { OIDC_FLOW_MS, saveOidcFlow, type SignInProviderName, takeOidcFlow } from "@/lib/db/oidc_flows.ts";
import { createSessionToken, SESSION_MS } from "@/lib/db/sessions.ts";
import { getUserByEmail } from "@/lib/db/users.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { githubProvider } from "../github/client.ts";
import { oidcProvider } from "../oidc/client.ts";
import { type ProviderSignInCode, ProviderSignInError } from "./errors.ts";
import { finishSignIn, type OAuthProvider, type StartedSignIn, startSignIn } from "./oauth_client.ts";
import { reserveSignInStart } from "./start_limit.ts";

const routesPath = (provider: SignInProviderName) => `/api/auth/${provider}`;
const stateCookie = (provider: SignInProviderName) => `${provider}_state`;

/** The provider's redirect back to the site (registered at the provider). */
function callbackUri(c: AppContext, provider: SignInProviderName): string {
  return new URL(`${routesPath(provider)}/callback`, c.var.siteOrigin).href;
}

/** Back to the sign-in page with the reason nobody was signed in. */
function signInFailed(c: AppContext, code: ProviderSignInCode): Response {
  return redirectTo(c, `/admin/login?sso=${code}`, 302);
}

/** The configured provider `name`; {@link NotFoundError} (404) when it is not configured. */
function configuredProvider(c: AppContext, name: SignInProviderName): OAuthProvider {
  const { github, oidc } = c.var.config.signIn;
  const provider = name === "github" ? github && githubProvider(github) : oidc && oidcProvider(oidc);
  if (!provider) throw new NotFoundError();
  return provider;
}

/**
 * Starts a sign-in with `provider` (counted by {@link reserveSignInStart}): remembers its secrets for the callback,
 * binds them to this browser and sends the browser to the provider (back to the sign-in page when its metadata
 * cannot be read).
 */
export async function beginSignIn(c: AppContext, provider: SignInProviderName): Promise<Response> {
  const client = configuredProvider(c, provider);
  await reserveSignInStart(c, c.var.kv);
  let started: StartedSignIn;
  try {
    started = await startSignIn(client, callbackUri(c, provider));
  } catch (error) {
    console.error(`${client.label} sign-in could not start`, error);
    return signInFailed(c, "failed");
  }
  const next = safeNextPath(c.req.query("next"));
  const { codeVerifier, nonce } = started;
  await saveOidcFlow(c.var.kv, started.state, { provider, codeVerifier, ...(nonce ? { nonce } : {}), next });
  setCookie(c, stateCookie(provider), started.state, {
    path: routesPath(provider),
    httpOnly: true,
    sameSite: "Lax",
    secure: secureCookies(c),
    maxAge: OIDC_FLOW_MS / 1000,
  });
  return redirectTo(c, started.url.href, 302, { external: true });
}

/**
 * Completes the callback: checks the state against the cookie and takes its flow, then the provider's client
 * answers the verified email address or throws {@link ProviderSignInError}. Signs in the active user with that
 * address and goes to the flow's `next` path; every failure goes back to the sign-in page.
 */
export async function completeSignIn(c: AppContext, provider: SignInProviderName): Promise<Response> {
  const client = configuredProvider(c, provider);
  const state = c.req.query("state") ?? "";
  const bound = getCookie(c, stateCookie(provider));
  deleteCookie(c, stateCookie(provider), { path: routesPath(provider) });
  if (!state || bound !== state) return signInFailed(c, "failed");
  const flow = await takeOidcFlow(c.var.kv, state);
  if (!flow || (flow.provider ?? "oidc") !== provider) return signInFailed(c, "failed");
  let email: string;
  try {
    email = await finishSignIn(client, new URL(c.req.url), callbackUri(c, provider), { ...flow, state });
  } catch (error) {
    return signInFailed(c, error instanceof ProviderSignInError ? error.code : "failed");
  }
  const user = await getUserByEmail(c.var.kv, email);
  if (!user || user.deactivated_at) return signInFailed(c, "unknown");
  const issued = await createSessionToken(c.var.kv, user.id);
  setSessionCookies(c, issued.token, SESSION_MS / 1000);
  return redirectTo(c, flow.next, 302);
}
