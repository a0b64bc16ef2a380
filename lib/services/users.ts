/**
 * User management rules around the store: generated one-time passwords,
 * and sessions ended whenever an account is deactivated, deleted or given a
 * new password (by an admin, or by its owner: then all but the asking one).
 */
import { recordLoginSuccess, reserveLoginAttempt } from "../auth/login_limiter.ts";
import { verifyPassword } from "../process/password.ts";
import { changeUser, deleteUser } from "../db/user_admin.ts";
import { revokeAllTokens } from "../db/sessions.ts";
import { createUser, getUser, updateUserPassword } from "../db/users.ts";
import { ValidationError } from "../errors.ts";
import { randomToken } from "../ids.ts";
import type { PublicUser, UserChange } from "../schemas/user.ts";

/** A one-time password: 96 random bits, URL-safe text. */
function oneTimePassword(): string {
  return randomToken(12);
}

/**
 * Adds a user with a generated password, returned once here and never stored in clear. A user added deactivated
 * (`active: false`, e.g. a blog's author brought in by an import) gets a password nobody is told: an admin activates
 * the account and resets its password (a new one-time password) when the person joins.
 */
export async function addUser(
  kv: Deno.Kv,
  input: { name: string; email: string; role: string; active?: boolean },
): Promise<{ user: PublicUser; password?: string }> {
  const password = oneTimePassword();
  const user = await createUser(kv, { ...input, password });
  return input.active === false ? { user } : { user, password };
}

/** Changes a user; deactivating ends every session and API token of the account at once. */
export async function updateUser(kv: Deno.Kv, id: string, change: UserChange, actorId: string): Promise<PublicUser> {
  const user = await changeUser(kv, id, change, actorId);
  if (!user.active) await revokeAllTokens(kv, id);
  return user;
}

/** Deletes a user and their tokens. */
export async function removeUser(kv: Deno.Kv, id: string, actorId: string): Promise<void> {
  await deleteUser(kv, id, actorId);
  await revokeAllTokens(kv, id);
}

/** Gives user `id` a new generated password (shown once) and ends their sessions. */
export async function resetUserPassword(kv: Deno.Kv, id: string): Promise<string> {
  const password = oneTimePassword();
  await updateUserPassword(kv, id, password);
  await revokeAllTokens(kv, id);
  return password;
}

/** Message when the current password given to change one's own is wrong. */
export const WRONG_PASSWORD = "Current password is incorrect";

/** A change of the signed-in user's own password. */
export interface OwnPasswordChange {
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The client's address, for the guess limit (null when unknown). */
  address: string | null;
  /** The session or API token that asks for the change: the one token that stays valid. */
  keepTokenId: string | null;
}

/**
 * Changes the signed-in user's own password after checking the current one,
 * then ends every other session and API token of the account. Guesses at the
 * current password count against the sign-in limits of the account and
 * address (`login_limiter.ts`: 429 with Retry-After once used up, slower
 * answers for an account under attack), so a borrowed session cannot test
 * passwords faster than the sign-in form.
 */
export async function changeOwnPassword(kv: Deno.Kv, change: OwnPasswordChange): Promise<void> {
  const user = await getUser(kv, change.userId);
  if (!user) throw new ValidationError(WRONG_PASSWORD, { current_password: [WRONG_PASSWORD] });
  const attempt = { email: user.email, address: change.address };
  const { delayMs } = await reserveLoginAttempt(kv, attempt);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (!(await verifyPassword(change.currentPassword, user.password_hash))) {
    throw new ValidationError(WRONG_PASSWORD, { current_password: [WRONG_PASSWORD] });
  }
  await recordLoginSuccess(kv, attempt);
  await updateUserPassword(kv, user.id, change.newPassword);
  await revokeAllTokens(kv, user.id, change.keepTokenId ?? undefined);
}
