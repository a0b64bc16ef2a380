/**
 * Users in KV.
 *
 * Keys:
 * - `["users", id]` → {@link UserRecord}
 * - `["users_by_email", email]` → id (emails are lowercased; unique)
 * - `["users_count"]` → KvU64 number of users
 */
import { getExisting, KV_ONE, listAll, readCounter, retryLocked } from "./kv.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import { newId } from "../ids.ts";
import { hashPassword, type ScryptParams } from "../process/password.ts";
import {
  type NewUserInput,
  NewUserSchema,
  PasswordSchema,
  type PublicUser,
  toPublicUser,
  type UserRecord,
} from "../schemas/user.ts";

/** Key prefix of user records. */
export const USERS_PREFIX: Deno.KvKey = ["users"];
/** Key prefix of the unique email index. */
const USERS_BY_EMAIL_PREFIX: Deno.KvKey = ["users_by_email"];
/** Key of the users counter. */
export const COUNT_KEY: Deno.KvKey = ["users_count"];

/** Key of a user record. */
export const userKey = (id: string): Deno.KvKey => [...USERS_PREFIX, id];

/** Key of the unique email index entry. */
export const emailKey = (email: string): Deno.KvKey => [...USERS_BY_EMAIL_PREFIX, email];

/** Options for writes that hash a password. */
export interface PasswordWriteOptions {
  /** scrypt parameters; production code leaves this unset. */
  hashParams?: ScryptParams;
}

/**
 * Creates a user. The email must be unused; otherwise throws
 * `ConflictError("A user with this email already exists", "email")`.
 */
export async function createUser(
  kv: Deno.Kv,
  input: NewUserInput,
  options: PasswordWriteOptions = {},
): Promise<PublicUser> {
  const user = await buildUser(input, options);
  const exhausted = conflictWith("A user with this email already exists", "email");
  return await optimisticWrite({ publicContent: false, attempts: 1, exhausted }, () => ({
    op: newUserAtomic(kv, user),
    done: () => toPublicUser(user),
  }));
}

/**
 * Creates the user only when the store holds no users at all (checked
 * atomically with the write). Returns null when another user exists or was
 * created concurrently.
 */
export async function createUserIfNone(
  kv: Deno.Kv,
  input: NewUserInput,
  options: PasswordWriteOptions = {},
): Promise<PublicUser | null> {
  const exhausted = () => null;
  return await optimisticWrite<PublicUser | null>({ publicContent: false, attempts: 1, exhausted }, async () => {
    const count = await retryLocked(() => kv.get<Deno.KvU64>(COUNT_KEY));
    if (count.value && count.value.value > 0n) return { skip: null };
    const user = await buildUser(input, options);
    return { op: newUserAtomic(kv, user).check(count), done: () => toPublicUser(user) };
  });
}

/** The stored user with `id` (including the password hash), or null. */
export async function getUser(kv: Deno.Kv, id: string): Promise<UserRecord | null> {
  const entry = await retryLocked(() => kv.get<UserRecord>(userKey(id)));
  return entry.value;
}

/** The stored user with `email` (case-insensitive, including the password hash), or null. */
export async function getUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return null;
  const index = await retryLocked(() => kv.get<string>(emailKey(normalized)));
  if (!index.value) return null;
  const user = await getUser(kv, index.value);
  return user && user.email === normalized ? user : null;
}

/** Every user, oldest first, without password hashes. */
export async function listUsers(kv: Deno.Kv): Promise<PublicUser[]> {
  const entries = await listAll<UserRecord>(kv, { prefix: USERS_PREFIX });
  return entries.map((entry) => toPublicUser(entry.value));
}

/** Number of users. */
export function countUsers(kv: Deno.Kv): Promise<number> {
  return readCounter(kv, COUNT_KEY);
}

/** Replaces a user's password (validated like a new one). Throws NotFoundError for unknown ids. */
export async function updateUserPassword(
  kv: Deno.Kv,
  id: string,
  password: string,
  options: PasswordWriteOptions = {},
): Promise<void> {
  const passwordHash = await hashPassword(PasswordSchema.parse(password), options.hashParams);
  await optimisticWrite({ publicContent: false }, async () => {
    const entry = await getExisting<UserRecord>(kv, userKey(id), "User not found");
    const updated: UserRecord = {
      ...entry.value,
      password_hash: passwordHash,
      updated_at: new Date().toISOString(),
    };
    return { op: kv.atomic().check(entry).set(userKey(id), updated), done: () => {} };
  });
}

/** Builds a new user record (validated, password hashed); not stored. */
export async function buildUser(input: NewUserInput, options: PasswordWriteOptions): Promise<UserRecord> {
  const parsed = NewUserSchema.parse(input);
  const now = new Date().toISOString();
  return {
    id: newId(),
    name: parsed.name,
    email: parsed.email,
    role: parsed.role,
    password_hash: await hashPassword(parsed.password, options.hashParams),
    created_at: now,
    updated_at: now,
    ...(parsed.active === false ? { deactivated_at: now } : {}),
  };
}

function newUserAtomic(kv: Deno.Kv, user: UserRecord): Deno.AtomicOperation {
  return kv.atomic()
    .check({ key: emailKey(user.email), versionstamp: null })
    .check({ key: userKey(user.id), versionstamp: null })
    .set(userKey(user.id), user)
    .set(emailKey(user.email), user.id)
    .sum(COUNT_KEY, KV_ONE.value);
}
