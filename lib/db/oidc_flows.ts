/**
 * Sign-ins with a provider (OpenID Connect or GitHub) under way: `["oidc_flows", state]` → {@link OidcFlow}, kept
 * 10 minutes and taken (read and deleted in one atomic operation) by the callback, so a state works once.
 */
import { retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";

/** How long a started sign-in may take. */
export const OIDC_FLOW_MS = 10 * 60 * 1000;

/** What the callback needs of the sign-in it completes. */
export interface OidcFlow {
  /** The provider the sign-in was started with; only its callback completes it (absent: OpenID Connect). */
  provider?: SignInProviderName;
  codeVerifier: string;
  /** The ID token's expected `nonce` (OpenID Connect only). */
  nonce?: string;
  next: string;
}

/** The providers staff may sign in with. */
export type SignInProviderName = "oidc" | "github";

function flowKey(state: string): Deno.KvKey {
  return ["oidc_flows", state];
}

/** Remembers a started sign-in under its `state`. */
export async function saveOidcFlow(kv: Deno.Kv, state: string, flow: OidcFlow): Promise<void> {
  const op = kv.atomic().check({ key: flowKey(state), versionstamp: null }).set(flowKey(state), flow, {
    expireIn: OIDC_FLOW_MS,
  });
  if (await commitOnce(op) === null) throw new Error("State collision");
}

/** The sign-in started with `state`, removed so it cannot be used again; null when unknown or already used. */
export async function takeOidcFlow(kv: Deno.Kv, state: string): Promise<OidcFlow | null> {
  if (!state || state.length > 200) return null;
  const entry = await retryLocked(() => kv.get<OidcFlow>(flowKey(state)));
  if (!entry.value) return null;
  return await commitOnce(kv.atomic().check(entry).delete(entry.key)) === null ? null : entry.value;
}
