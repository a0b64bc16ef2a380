/** Browser calls of the Users and Account screens. */
import { api } from "./api.ts";
import type { PublicUser } from "../schemas/user.ts";
import type { TokenRecord } from "../schemas/auth.ts";

export type { PublicUser, TokenRecord };

/** Path of the users list (`GET /api/users`). */
export const USERS_PATH = "/users";
/** Path of the signed-in user's tokens. */
export const TOKENS_PATH = "/auth/tokens";

/** Adds a user; the answer carries the one-time password. */
export function addUser(input: { name: string; email: string; role: string }) {
  return api<{ user: PublicUser; password: string }>("/admin/users", { method: "POST", json: input });
}

/** Changes a user's role, name or active state. */
export function changeUser(id: string, change: { role?: string; name?: string; active?: boolean }) {
  return api<{ user: PublicUser }>(`/admin/users/${encodeURIComponent(id)}`, { method: "PUT", json: change });
}

/** Deletes a user. */
export function deleteUser(id: string) {
  return api<{ success: true }>(`/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Gives a user a new one-time password. */
export function resetPassword(id: string) {
  return api<{ password: string }>(`/admin/users/${encodeURIComponent(id)}/reset-password`, { method: "POST" });
}

/** Changes the signed-in user's own password. */
export function changeOwnPassword(current_password: string, new_password: string) {
  return api<{ success: true }>("/auth/password", { method: "PUT", json: { current_password, new_password } });
}

/** Creates an API token for the CLI; the secret is in this answer only. */
export function createToken(name: string) {
  return api<{ token: string; record: TokenRecord }>(TOKENS_PATH, { method: "POST", json: { name } });
}

/** Revokes one of the signed-in user's tokens. */
export function revokeToken(id: string) {
  return api<unknown>(`${TOKENS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Badge class of a role: red admin, blue editor, green any other role. */
export function roleBadgeClass(role: string): string {
  if (role === "admin") return "badge badge-role-admin";
  if (role === "editor") return "badge badge-role-editor";
  return "badge badge-role-other";
}
