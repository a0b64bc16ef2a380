/**
 * GET /api/posts: posts page by page (`status`, `limit`, `page`, `category_id`, `title`, `order`, `cursor`); `title`
 * is the admin posts list's title search (the search index: every word begins a title word, accents, plurals and a
 * typo forgiven).
 * Visitors see published posts only; asking them for drafts is a 401 (`lib/db/visibility.ts`). Each post lists its
 * `categories` (name and slug).
 * POST /api/posts: creates a post (staff); 201 `{ post, versionstamp }`. An optional `author_name` is
 * shown as the author instead of the user's name (imports keep the original author); the post is the user's, or
 * the user named by `author_id` when an admin sends one (`lib/services/post_author.ts`). A draft with a
 * `scheduled_at` time (ISO, ahead of the request's clock `c.var.now`, else a 400 field error) publishes itself then
 * (`lib/services/scheduled_publisher.ts`); publishing it, or `scheduled_at: null`, clears the schedule.
 */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { listPosts } from "@/lib/snapshot/post_listing.ts";
import { isInAudience } from "@/lib/auth/access.ts";
import { listableStatus } from "@/lib/db/visibility.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { PostListQuerySchema } from "@/lib/schemas/post.ts";
import { newPostAuthor } from "@/lib/services/post_author.ts";
import { withCategories } from "@/lib/services/post_categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, PostListQuerySchema);
    const staff = isInAudience(c.var.user, "staff");
    query.status = listableStatus(query.status, staff);
    const titled = query.title ? (await c.var.content.search.get()).titledIds(query.title) : undefined;
    const snapshot = await c.var.content.snapshot.get();
    const page = listPosts(snapshot, query, titled);
    const posts = withCategories(snapshot, page.posts, { includeInactive: staff });
    return c.json({ ...page, posts });
  },
  async POST(c) {
    const user = guardedUser(c);
    const input = await readJsonObject(c);
    const author = await newPostAuthor(c.var.kv, user, input);
    const result = await savePostFromInput(c.var.kv, input, author, undefined, c.var.now());
    return c.json(result, 201);
  },
});
