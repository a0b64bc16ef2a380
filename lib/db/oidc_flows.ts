/**
 * Sign-ins with a provider (OpenID Connect or GitHub) under way: `["oidc_flows", state]` → {@link OidcFlow} with its
 * expiry time, kept 10 minutes (KV `expireIn`; a record the store has not removed yet is refused after its expiry
 * all the same) and taken (read and deleted in one atomic operation) by the callback, so a state works once.
 * Starts are limited per address (`lib/auth/provider/start_limit.ts`).
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

/** A flow as stored: with the time (epoch ms) after which it is refused (absent in records from older versions). */
interface StoredFlow extends OidcFlow {
  expires_at?: number;
}

const flowKey = (state: string): Deno.KvKey => ["oidc_flows", state];

/** Remembers a started sign-in under its `state`. */
export async function saveOidcFlow(kv: Deno.Kv, state: string, flow: OidcFlow, now = Date.now()): Promise<void> {
  const stored: StoredFlow = { ...flow, expires_at: now + OIDC_FLOW_MS };
  const op = kv.atomic().check({ key: flowKey(state), versionstamp: null }).set(flowKey(state), stored, {
    expireIn: OIDC_FLOW_MS,
  });
  if (await commitOnce(op) === null) throw new Error("State collision");
}

/**
 * The sign-in started with `state`, removed so it cannot be used again; null when unknown, already used or older
 * than {@link OIDC_FLOW_MS}.
 */
export async function takeOidcFlow(kv: Deno.Kv, state: string, now = Date.now()): Promise<OidcFlow | null> {
  if (!state || state.length > 200) return null;
  const entry = await retryLocked(() => kv.get<StoredFlow>(flowKey(state)));
  if (!entry.value) return null;
  if (await commitOnce(kv.atomic().check(entry).delete(entry.key)) === null) return null;
  const { expires_at, ...flow } = entry.value;
  return expires_at !== undefined && expires_at <= now ? null : flow;
}
