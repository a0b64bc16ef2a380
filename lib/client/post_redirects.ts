/**
 * The URL redirects of one post in the editor: listed by `post_id`, added
 * (301, tied to the post) and deleted, with the specification's messages.
 */
import type { Redirect } from "../schemas/redirect.ts";
import { api, ApiError } from "./api.ts";

/** Toast when adding fails without a server message. */
export const REDIRECT_CREATE_FAILED = "Failed to create redirect";
/** Toast when deleting fails. */
export const REDIRECT_DELETE_FAILED = "Failed to delete redirect";

/** Where the redirects of `postId` are read. */
export function postRedirectsPath(postId: string): string {
  return `/admin/redirects?post_id=${encodeURIComponent(postId)}`;
}

/** Adds a permanent redirect from `fromPath` to `toPath` for `postId`. */
export async function addPostRedirect(postId: string, fromPath: string, toPath: string): Promise<Redirect> {
  try {
    const json = { from_path: fromPath.trim(), to_path: toPath.trim(), status_code: 301, post_id: postId, notes: null };
    return (await api<{ redirect: Redirect }>("/admin/redirects", { method: "POST", json })).redirect;
  } catch (error) {
    if (error instanceof ApiError && !error.serverMessage) throw new ApiError(REDIRECT_CREATE_FAILED, error.status);
    throw error;
  }
}

/** Deletes redirect `id`; any failure is 'Failed to delete redirect'. */
export async function deletePostRedirect(id: string): Promise<void> {
  try {
    await api(`/admin/redirects/${encodeURIComponent(id)}`, { method: "DELETE" });
  } catch (error) {
    throw new ApiError(REDIRECT_DELETE_FAILED, error instanceof ApiError ? error.status : 0);
  }
}
