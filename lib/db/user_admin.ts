/**
 * Changes admins make to other users: role, name, deactivation and deletion.
 * The last active admin can never be demoted, deactivated or deleted: each
 * write checks the versionstamps of every active admin it counted, so two
 * concurrent demotions of the last two admins cannot both succeed.
 */
import { KV_MINUS_ONE, listAll, retryLocked } from "./kv.ts";
import { COUNT_KEY, emailKey, USERS_PREFIX } from "./users.ts";
import { optimisticWrite } from "./write.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { type PublicUser, toPublicUser, type UserChange, type UserRecord } from "../schemas/user.ts";

/** Message when a change would leave the site without an active admin. */
export const LAST_ADMIN = "The last admin cannot be removed, deactivated or demoted";
/** Message when an admin tries to deactivate or delete their own account. */
export const NOT_YOURSELF = "You cannot deactivate or delete your own account";

const ADMIN_ROLE = "admin";

function isActiveAdmin(user: UserRecord): boolean {
  return user.role === ADMIN_ROLE && !user.deactivated_at;
}

/** Reads the user and every other active admin; the caller checks them all in its atomic operation. */
async function readWithAdmins(kv: Deno.Kv, id: string) {
  const entries = await listAll<UserRecord>(kv, { prefix: USERS_PREFIX });
  const entry = entries.find((e) => e.value.id === id);
  if (!entry) throw new NotFoundError("User not found");
  const otherAdmins = entries.filter((e) => e.value.id !== id && isActiveAdmin(e.value));
  return { entry, otherAdmins };
}

function checkAll(op: Deno.AtomicOperation, entries: Deno.KvEntry<UserRecord>[]): Deno.AtomicOperation {
  for (const entry of entries) op.check(entry);
  return op;
}

/**
 * Applies `change` (name, role, active) to user `id` on behalf of `actorId`.
 * Demoting or deactivating the last active admin is a 409; deactivating
 * oneself is a 400.
 */
export async function changeUser(kv: Deno.Kv, id: string, change: UserChange, actorId: string): Promise<PublicUser> {
  if (change.active === false && id === actorId) {
    throw new ValidationError(NOT_YOURSELF, { active: [NOT_YOURSELF] });
  }
  return await optimisticWrite({ publicContent: false }, async () => {
    const { entry, otherAdmins } = await readWithAdmins(kv, id);
    const before = entry.value;
    const now = new Date().toISOString();
    const after: UserRecord = {
      ...before,
      name: change.name ?? before.name,
      role: change.role ?? before.role,
      updated_at: now,
    };
    if (change.active === false) after.deactivated_at = before.deactivated_at ?? now;
    if (change.active === true) delete after.deactivated_at;
    if (isActiveAdmin(before) && !isActiveAdmin(after) && otherAdmins.length === 0) {
      throw new ConflictError(LAST_ADMIN, change.role !== undefined ? "role" : "active");
    }
    const op = checkAll(kv.atomic().check(entry), otherAdmins).set(entry.key, after);
    return { op, done: () => toPublicUser(after) };
  });
}

/** Deletes user `id` (not `actorId` itself, never the last active admin). Their tokens are revoked by the caller. */
export async function deleteUser(kv: Deno.Kv, id: string, actorId: string): Promise<void> {
  if (id === actorId) throw new ValidationError(NOT_YOURSELF);
  await optimisticWrite({ publicContent: false }, async () => {
    const { entry, otherAdmins } = await readWithAdmins(kv, id);
    if (isActiveAdmin(entry.value) && otherAdmins.length === 0) throw new ConflictError(LAST_ADMIN);
    const index = await retryLocked(() => kv.get<string>(emailKey(entry.value.email)));
    const op = checkAll(kv.atomic().check(entry), otherAdmins).delete(entry.key).sum(COUNT_KEY, KV_MINUS_ONE.value);
    if (index.value === id) op.check(index).delete(index.key);
    return { op, done: () => {} };
  });
}
