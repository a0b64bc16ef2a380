/**
 * GET /api/posts: posts page by page (`status`, `limit`, `page`, `category_id`, `title`, `order`, `cursor`).
 * Visitors see published posts only; asking for drafts needs a signed-in user. Each post lists its
 * `categories` (name and slug).
 * POST /api/posts: creates a post (signed-in users); 201 `{ post, versionstamp }`. An optional `author_name` is
 * shown as the author instead of the user's name (imports keep the original author); the post stays the user's.
 */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { signedIn } from "@/lib/auth/guards.ts";
import { UnauthorizedError } from "@/lib/errors.ts";
import { listPosts } from "@/lib/db/posts.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { PostAuthorNameSchema, PostListQuerySchema } from "@/lib/schemas/post.ts";
import { withCategories } from "@/lib/services/post_categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";

/** Creating needs a signed-in user; reading is public. */
export const middleware = { POST: signedIn };

export const handler = {
  async GET(c: AppContext) {
    const query = parseQuery(c, PostListQuerySchema);
    if (!c.var.user) {
      if (query.status && query.status !== "published") throw new UnauthorizedError();
      query.status = "published";
    }
    const page = await listPosts(c.var.kv, query);
    const posts = await withCategories(c.var.kv, page.posts, { includeInactive: !!c.var.user });
    return c.json({ ...page, posts });
  },
  async POST(c: AppContext) {
    const user = guardedUser(c);
    const input = await readJsonObject(c);
    const { author_name } = PostAuthorNameSchema.parse(input);
    const result = await savePostFromInput(c.var.kv, input, { id: user.id, name: author_name || user.name });
    return c.json(result, 201);
  },
};
