/**
 * The old addresses of an imported post as site redirects. Paths are normalised the way the server stores them
 * before anything is asked, so a redirect the server would refuse as pointing at itself (`/slug/` → `/slug`: the
 * site already drops trailing slashes) is never requested. A redirect that cannot be added costs the post nothing:
 * it comes back as a note of the item.
 */
import type { Api } from "../lib/api.ts";
import { describeError } from "../lib/errors.ts";
import { normalizeRedirectPath, type RedirectBulkResult } from "../../lib/schemas/redirect.ts";

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

/** Adds a redirect from each of `paths` to the post, in one request; returns a note per redirect the server refused. */
export async function addPostRedirects(
  api: Api,
  paths: string[],
  post: { id: string; slug: string },
): Promise<string[]> {
  const to = `/${post.slug}`;
  const redirects = redirectPathsFor(paths, to).map((from) => ({ from_path: from, to_path: to, post_id: post.id }));
  if (redirects.length === 0) return [];
  try {
    const { results } = await api.post<{ results: RedirectBulkResult[] }>("/api/admin/redirects/bulk", { redirects });
    return results.flatMap((answer) =>
      answer.status === 201 || answer.status === 409
        ? []
        : [`redirect from ${answer.from_path} not added: ${answer.error}`]
    );
  } catch (error) {
    if (api.signal?.aborted) throw error;
    return redirects.map(({ from_path }) => `redirect from ${from_path} not added: ${describeError(error)}`);
  }
}
