/**
 * First start: make sure someone can sign in.
 *
 * When the store has no users, an admin is created from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD` when set, otherwise as {@link DEFAULT_ADMIN_EMAIL} with a
 * random password that is logged exactly once. The creation is conditional on
 * the store still being empty at write time, so processes starting together
 * create a single admin and only the one that created it logs.
 */
import type { PublicUser } from "../schemas/user.ts";
import type { ScryptParams } from "../process/password.ts";
import { countUsers, createUserIfNone } from "../db/users.ts";
import { randomToken } from "../ids.ts";

/** Email of the generated admin when `ADMIN_EMAIL` is not set. */
export const DEFAULT_ADMIN_EMAIL = "admin@recetascubanas.local";

/** Options of {@link ensureAdminUser}. */
export interface EnsureAdminOptions {
  /** Admin email (`ADMIN_EMAIL`); defaults to {@link DEFAULT_ADMIN_EMAIL}. */
  email?: string;
  /** Admin password (`ADMIN_PASSWORD`); defaults to a random one that is logged. */
  password?: string;
  /** Where the one-time notice goes. */
  log: (message: string) => void;
  /** scrypt parameters; production code leaves this unset. */
  hashParams?: ScryptParams;
}

/** Creates the first admin when there are no users; returns it, or null when users already existed. */
export async function ensureAdminUser(kv: Deno.Kv, options: EnsureAdminOptions): Promise<PublicUser | null> {
  if (await countUsers(kv) > 0) return null;
  const email = options.email?.trim() || DEFAULT_ADMIN_EMAIL;
  const given = options.password || undefined;
  const password = given || randomToken(18);
  const admin = await createUserIfNone(
    kv,
    { name: "Administrator", email, role: "admin", password },
    { hashParams: options.hashParams },
  );
  if (!admin) return null;
  if (given) {
    options.log(`Created admin user ${admin.email} with the configured ADMIN_PASSWORD.`);
  } else {
    options.log(
      [
        "================================================================",
        "Created the first admin user. This password is shown only once:",
        `  email:    ${admin.email}`,
        `  password: ${password}`,
        "Sign in at /admin/login and keep the password somewhere safe.",
        "================================================================",
      ].join("\n"),
    );
  }
  return admin;
}
