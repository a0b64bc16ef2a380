/**
 * The old addresses of an imported post as site redirects. Paths are normalised the way the server stores them
 * before anything is asked, so a redirect the server would refuse as pointing at itself (`/slug/` → `/slug`: the
 * site already drops trailing slashes) is never requested. A redirect that cannot be added costs the post nothing:
 * it comes back as a note of the item.
 */
import type { Api } from "../lib/api.ts";
import { ApiError, describeError } from "../lib/errors.ts";
import { normalizeRedirectPath } from "../../lib/schemas/redirect.ts";

/** The distinct normalised paths of `paths` that differ from `to` (the post's own address). */
export function redirectPathsFor(paths: string[], to: string): string[] {
  const target = normalizeRedirectPath(to);
  const out = new Set<string>();
  for (const path of paths) {
    const from = normalizeRedirectPath(path);
    if (from.startsWith("/") && from !== target) out.add(from);
  }
  return [...out];
}

/** Adds a redirect from each of `paths` to the post; returns a note per redirect the server refused. */
export async function addPostRedirects(
  api: Api,
  paths: string[],
  post: { id: string; slug: string },
): Promise<string[]> {
  const to = `/${post.slug}`;
  const notes: string[] = [];
  for (const from of redirectPathsFor(paths, to)) {
    try {
      await api.post("/api/admin/redirects", { from_path: from, to_path: to, post_id: post.id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) continue;
      if (api.signal?.aborted) throw error;
      notes.push(`redirect from ${from} not added: ${describeError(error)}`);
    }
  }
  return notes;
}
