/**
 * Sign-in sessions and API tokens in KV. Secrets are random and only their
 * SHA-256 hashes are stored, so a leaked store does not leak usable tokens.
 *
 * Keys:
 * - `["auth_tokens", tokenHash]` → {@link TokenRecord} (KV `expireIn` set when it expires)
 * - `["auth_tokens_by_user", userId, tokenId]` → tokenHash (same expiry), for listing and revoking
 *
 * Lifetimes: a session from the login form lasts {@link REMEMBERED_SESSION_MS}
 * (30 days) with "Remember me" and {@link SESSION_MS} (1 day) without. API
 * tokens last until revoked unless created with an expiry.
 */
import type { AuthUser } from "../app_env.ts";
import type { TokenRecord } from "../schemas/auth.ts";
import { newId, randomToken } from "../ids.ts";
import { sha256Hex } from "../text/hex.ts";
import { listAll, retryLocked } from "./kv.ts";
import { getManyBatched } from "./batched_get.ts";
import { getUser } from "./users.ts";
import { commitOnce, optimisticWrite } from "./write.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lifetime of a session created without "Remember me". */
export const SESSION_MS = DAY_MS;
/** Lifetime of a session created with "Remember me". */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
/** `last_used_at` is rewritten at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** A freshly created token: the secret is only available here. */
export interface IssuedToken {
  token: string;
  record: TokenRecord;
}

/** A token resolved to its user. */
export interface ResolvedToken {
  user: AuthUser;
  record: TokenRecord;
}

const TOKENS_PREFIX: Deno.KvKey = ["auth_tokens"];
const TOKENS_BY_USER_PREFIX: Deno.KvKey = ["auth_tokens_by_user"];

const tokenKey = (hash: string): Deno.KvKey => [...TOKENS_PREFIX, hash];

const userTokenKey = (userId: string, id: string): Deno.KvKey => [...TOKENS_BY_USER_PREFIX, userId, id];

/** Hex SHA-256 of a token secret. */
export function hashToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/** Creates a login session for `userId`: 30 days with `remember`, otherwise 1 day. */
export function createSessionToken(
  kv: Deno.Kv,
  userId: string,
  options: { remember?: boolean; now?: number } = {},
): Promise<IssuedToken> {
  const lifetime = options.remember ? REMEMBERED_SESSION_MS : SESSION_MS;
  return issueToken(kv, userId, "session", "Login session", lifetime, options.now);
}

/** Creates a named API token for `userId`, expiring after `expiresInDays` when given. */
export function createApiToken(
  kv: Deno.Kv,
  userId: string,
  options: { name: string; expiresInDays?: number | null; now?: number },
): Promise<IssuedToken> {
  const lifetime = options.expiresInDays ? options.expiresInDays * DAY_MS : null;
  return issueToken(kv, userId, "api", options.name, lifetime, options.now);
}

/**
 * The user and record behind a token secret, or null when the token is
 * unknown, revoked, expired, or its user no longer exists or is deactivated.
 */
export async function resolveToken(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<ResolvedToken | null> {
  if (!token) return null;
  const key = tokenKey(await hashToken(token));
  const entry = await retryLocked(() => kv.get<TokenRecord>(key));
  const record = entry.value;
  if (!record || isExpired(record, now)) return null;
  const user = await getUser(kv, record.user_id);
  if (!user || user.deactivated_at) return null;
  const touched = await touch(kv, entry as Deno.KvEntry<TokenRecord>, now);
  return { user: { id: user.id, name: user.name, email: user.email, role: user.role }, record: touched };
}

/** The user's live tokens (sessions and API tokens), newest first. Never includes secrets. */
export async function listTokens(kv: Deno.Kv, userId: string, now = Date.now()): Promise<TokenRecord[]> {
  const index = await listAll<string>(kv, { prefix: [...TOKENS_BY_USER_PREFIX, userId] }, { reverse: true });
  const entries = await getManyBatched<TokenRecord>(kv, index.map((entry) => tokenKey(entry.value)));
  return entries.map((entry) => entry.value)
    .filter((record): record is TokenRecord => record?.user_id === userId && !isExpired(record, now));
}

/** Revokes the user's token `tokenId`. Returns false when there is no such token. */
export async function revokeToken(kv: Deno.Kv, userId: string, tokenId: string): Promise<boolean> {
  return await optimisticWrite<boolean>({ publicContent: false }, async () => {
    const index = await retryLocked(() => kv.get<string>(userTokenKey(userId, tokenId)));
    if (!index.value) return { skip: false };
    return { op: kv.atomic().check(index).delete(tokenKey(index.value)).delete(index.key), done: () => true };
  });
}

/** Revokes the token with this secret (sign-out). Returns false when it was not a live token. */
export async function revokeTokenBySecret(kv: Deno.Kv, token: string): Promise<boolean> {
  if (!token) return false;
  const key = tokenKey(await hashToken(token));
  return await optimisticWrite<boolean>({ publicContent: false }, async () => {
    const entry = await retryLocked(() => kv.get<TokenRecord>(key));
    if (!entry.value) return { skip: false };
    const { user_id, id } = entry.value;
    return { op: kv.atomic().check(entry).delete(key).delete(userTokenKey(user_id, id)), done: () => true };
  });
}

async function issueToken(
  kv: Deno.Kv,
  userId: string,
  kind: TokenRecord["kind"],
  name: string,
  lifetimeMs: number | null,
  now = Date.now(),
): Promise<IssuedToken> {
  const token = randomToken(32);
  const hash = await hashToken(token);
  const record: TokenRecord = {
    id: newId(now),
    user_id: userId,
    kind,
    name,
    created_at: new Date(now).toISOString(),
    expires_at: lifetimeMs === null ? null : new Date(now + lifetimeMs).toISOString(),
  };
  const options = lifetimeMs === null ? undefined : { expireIn: lifetimeMs };
  const collision = (): never => {
    throw new Error("Token collision");
  };
  return await optimisticWrite({ publicContent: false, attempts: 1, exhausted: collision }, () => ({
    op: kv.atomic()
      .check({ key: tokenKey(hash), versionstamp: null })
      .set(tokenKey(hash), record, options)
      .set(userTokenKey(userId, record.id), hash, options),
    done: () => ({ token, record }),
  }));
}

function isExpired(record: TokenRecord, now: number): boolean {
  return record.expires_at !== null && Date.parse(record.expires_at) <= now;
}

/** Records use at most every {@link TOUCH_INTERVAL_MS}; a lost race keeps the other writer's value. */
async function touch(kv: Deno.Kv, entry: Deno.KvEntry<TokenRecord>, now: number): Promise<TokenRecord> {
  const record = entry.value;
  const last = record.last_used_at ? Date.parse(record.last_used_at) : 0;
  if (now - last < TOUCH_INTERVAL_MS) return record;
  const remaining = record.expires_at === null ? null : Date.parse(record.expires_at) - now;
  if (remaining !== null && remaining <= 0) return record;
  const updated = { ...record, last_used_at: new Date(now).toISOString() };
  const options = remaining === null ? undefined : { expireIn: remaining };
  return await commitOnce(kv.atomic().check(entry).set(entry.key, updated, options)) ? updated : record;
}

/** Revokes every token (sessions and API tokens) of `userId`, except `keepTokenId`. Returns how many. */
export async function revokeAllTokens(kv: Deno.Kv, userId: string, keepTokenId?: string): Promise<number> {
  const index = await listAll<string>(kv, { prefix: [...TOKENS_BY_USER_PREFIX, userId] });
  let revoked = 0;
  for (const entry of index) {
    if (entry.key.at(-1) === keepTokenId) continue;
    const op = kv.atomic().delete(tokenKey(entry.value)).delete(entry.key);
    if (await commitOnce(op) !== null) revoked++;
  }
  return revoked;
}
