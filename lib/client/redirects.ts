/** The redirects screen's browser side: its texts, the list query, the form's values and the API calls. */
import type { Redirect, RedirectType } from "../schemas/redirect.ts";
import { api } from "./api.ts";

/** Every message of the redirects screen. */
export const REDIRECT_TEXT = {
  loadFailed: "Failed to load redirects",
  saveFailed: "Failed to save redirect",
  createFailed: "Failed to create redirect",
  toggleFailed: "Failed to toggle redirect",
  deleteFailed: "Failed to delete redirect",
  created: "Redirect created",
  updated: "Redirect updated",
  deleted: "Redirect deleted",
  enabled: "Redirect enabled",
  disabled: "Redirect disabled",
  deleteConfirm: "Are you sure you want to delete this redirect?",
  empty: "No redirects found",
  createFirst: "Create Your First Redirect",
  fromRequired: "From path is required",
  toRequired: "To path is required",
} as const;

/** The status filter's choices. */
export type RedirectStatusFilter = "all" | "active" | "inactive";

/** The filter buttons with their labels. */
export const STATUS_FILTERS: { value: RedirectStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** The redirect types offered, with their labels (301 first: the default). */
export const REDIRECT_TYPE_CHOICES: { value: RedirectType; label: string }[] = [
  { value: 301, label: "301 Permanent (recommended)" },
  { value: 302, label: "302 Temporary" },
];

/** Path of the list for a search text and a status filter (both sent to the server). */
export function redirectsListPath(search: string, status: RedirectStatusFilter): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search.trim());
  if (status !== "all") params.set("active", status === "active" ? "true" : "false");
  const query = params.toString();
  return query ? `/admin/redirects?${query}` : "/admin/redirects";
}

/** The form's values. */
export interface RedirectForm {
  from_path: string;
  to_path: string;
  redirect_type: RedirectType;
  notes: string;
}

/** An empty form (301). */
export function emptyRedirectForm(): RedirectForm {
  return { from_path: "", to_path: "", redirect_type: 301, notes: "" };
}

/** The form filled with a redirect's values. */
export function redirectFormOf(redirect: Redirect): RedirectForm {
  return {
    from_path: redirect.from_path,
    to_path: redirect.to_path,
    redirect_type: redirect.redirect_type,
    notes: redirect.notes ?? "",
  };
}

/** The form's field errors before sending (the server checks the same and more). */
export function redirectFormErrors(form: RedirectForm): Partial<Record<keyof RedirectForm, string>> {
  const errors: Partial<Record<keyof RedirectForm, string>> = {};
  if (!form.from_path.trim()) errors.from_path = REDIRECT_TEXT.fromRequired;
  if (!form.to_path.trim()) errors.to_path = REDIRECT_TEXT.toRequired;
  return errors;
}

/** 'Auto' for redirects the system created, 'Manual' for the rest. */
export function redirectSource(redirect: Pick<Redirect, "created_by">): "Auto" | "Manual" {
  return redirect.created_by === "auto" ? "Auto" : "Manual";
}

function redirectPath(id: string): string {
  return `/admin/redirects/${encodeURIComponent(id)}`;
}

/** POST /admin/redirects. */
export function createRedirect(form: RedirectForm): Promise<{ redirect: Redirect }> {
  return api("/admin/redirects", { method: "POST", json: { ...form, notes: form.notes.trim() || null } });
}

/** Where the redirects of `postId` are read (the post editor's panel). */
export function postRedirectsPath(postId: string): string {
  return `/admin/redirects?post_id=${encodeURIComponent(postId)}`;
}

/** Adds a permanent redirect from `fromPath` to `toPath` for `postId` (the post editor's panel). */
export async function addPostRedirect(postId: string, fromPath: string, toPath: string): Promise<Redirect> {
  const json = { from_path: fromPath.trim(), to_path: toPath.trim(), status_code: 301, post_id: postId, notes: null };
  return (await api<{ redirect: Redirect }>("/admin/redirects", { method: "POST", json })).redirect;
}

/** PUT /admin/redirects/{id} with the form's fields. */
export function updateRedirect(id: string, form: RedirectForm): Promise<{ redirect: Redirect }> {
  return api(redirectPath(id), { method: "PUT", json: { ...form, notes: form.notes.trim() || null } });
}

/** PUT /admin/redirects/{id} with only `is_active` (the status toggle). */
export function setRedirectActive(id: string, active: boolean): Promise<{ redirect: Redirect }> {
  return api(redirectPath(id), { method: "PUT", json: { is_active: active ? 1 : 0 } });
}

/** DELETE /admin/redirects/{id}. */
export function deleteRedirect(id: string): Promise<unknown> {
  return api(redirectPath(id), { method: "DELETE" });
}
