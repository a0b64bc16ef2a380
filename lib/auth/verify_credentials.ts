/** Checking an email and password against the stored users. */
import type { UserRecord } from "../schemas/user.ts";
import { getUserByEmail } from "../db/users.ts";
import { randomToken } from "../ids.ts";
import { hashPassword, verifyPassword } from "../process/password.ts";

let decoyHash: Promise<string> | null = null;

/**
 * The user whose email and password match, or null (also for a deactivated
 * account). Unknown emails still
 * cost one password hash (against a decoy), so response times do not reveal
 * which accounts exist.
 */
export async function verifyCredentials(
  kv: Deno.Kv,
  email: string,
  password: string,
): Promise<UserRecord | null> {
  const user = await getUserByEmail(kv, email);
  if (!user) {
    decoyHash ??= hashPassword(randomToken(24));
    await verifyPassword(password, await decoyHash);
    return null;
  }
  const matches = await verifyPassword(password, user.password_hash);
  return matches && !user.deactivated_at ? user : null;
}
