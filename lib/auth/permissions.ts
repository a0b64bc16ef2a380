/**
 * Who may do what.
 *
 * Every signed-in user (admin, editor or any other role) may use the admin
 * area to write and publish content: posts, categories, media, menu and
 * redirects. Managing the site itself (users, settings, themes and AI
 * configuration) is for admins only: the `site-manager` audience of the
 * access table (`access.ts`). Links to those screens are hidden when
 * {@link canManageSite} is false.
 */
import type { AuthUser } from "../app_env.ts";

/** Roles allowed to manage users, settings, themes and AI configuration. */
export const SITE_MANAGER_ROLES: readonly string[] = ["admin"];

/** True when `user` may manage users, settings, themes and AI configuration (admins only). */
export function canManageSite(user: Pick<AuthUser, "role"> | null | undefined): boolean {
  return !!user && SITE_MANAGER_ROLES.includes(user.role);
}
