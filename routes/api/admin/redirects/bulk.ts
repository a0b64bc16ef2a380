/**
 * POST /api/admin/redirects/bulk `{ redirects: [1..500 redirects] }` → `{ results }`: creates each redirect in
 * order, as POST /api/admin/redirects would one by one (the same fields, rules and chain collapsing; an item may name
 * its post by `post_slug` instead of `post_id`), and answers for each its `from_path` and the status that call would
 * have given: 201 with the `redirect`, or 400, 404 (no post with that slug) or 409 with the `error` (and the `fields`
 * of a 400). An item's failure does not stop the others; a failure of the store (503, 507) ends the request, and the
 * items before it are created. For imports and restores of thousands of redirects. Signed-in users only.
 */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { getPostIdBySlug } from "@/lib/db/posts.ts";
import { createRedirect } from "@/lib/db/redirects.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { errorToBody } from "@/lib/http/error_handler.ts";
import { parseJson } from "@/lib/http/validate.ts";
import {
  RedirectBulkPostSchema,
  type RedirectBulkResult,
  RedirectBulkSchema,
  RedirectInputSchema,
} from "@/lib/schemas/redirect.ts";

/** Statuses that are an item's own failure, not the request's. */
const ITEM_STATUSES = new Set([400, 404, 409]);

export const handler = define.handlers({
  async POST(c) {
    const user = guardedUser(c);
    const { redirects } = await parseJson(c, RedirectBulkSchema);
    const postIds = new Map<string, string | null>();
    const postIdOf = async (slug: string) => {
      if (!postIds.has(slug)) postIds.set(slug, await getPostIdBySlug(c.var.kv, slug));
      const id = postIds.get(slug);
      if (!id) throw new NotFoundError("Post not found");
      return id;
    };
    const results: RedirectBulkResult[] = [];
    for (const item of redirects) {
      const fromPath = String((item as { from_path?: unknown } | null)?.from_path ?? "");
      try {
        const { post_slug: slug } = RedirectBulkPostSchema.parse(item);
        const input = RedirectInputSchema.parse(slug ? { ...item as object, post_id: await postIdOf(slug) } : item);
        const redirect = await createRedirect(c.var.kv, input, user.id);
        results.push({ from_path: redirect.from_path, status: 201, redirect });
      } catch (error) {
        const { status, body } = errorToBody(error);
        if (!ITEM_STATUSES.has(status)) throw error;
        results.push({ from_path: fromPath, status: status as 400 | 404 | 409, ...body });
      }
    }
    return c.json({ results });
  },
});
