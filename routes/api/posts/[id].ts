/**
 * GET /api/posts/{id}: one post with its `versionstamp` (drafts only for staff: `lib/db/visibility.ts`).
 * PUT /api/posts/{id}: updates it; send back the `versionstamp` you read (body field or `If-Match`) and a
 * newer edit by someone else answers 409 instead of being overwritten. Without either the write is
 * unconditional; `If-Match: *` only asks that the post exists (a missing post is 404 like any update);
 * a malformed version is a 400 field error (see `lib/http/expected_version.ts`). `author_id` gives the post
 * another user as its author (admins only) and `author_name` changes the name shown, with the rules of
 * `POST /api/posts` (`lib/services/post_author.ts`). A `scheduled_at` must lie ahead of the request's clock
 * (`c.var.now`), as on create.
 * DELETE /api/posts/{id}: deletes it.
 */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { deletePost, getPost } from "@/lib/db/posts.ts";
import { isInAudience } from "@/lib/auth/access.ts";
import { visiblePost } from "@/lib/db/visibility.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { readVersionedBody } from "@/lib/http/expected_version.ts";
import { changedPostAuthor } from "@/lib/services/post_author.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";

export const handler = define.handlers({
  async GET(c) {
    const found = visiblePost(await getPost(c.var.kv, routeParam(c, "id")), isInAudience(c.var.user, "staff"));
    if (!found) throw new NotFoundError("Post not found");
    return c.json(found, 200, { ETag: `"${found.versionstamp}"` });
  },
  async PUT(c) {
    const { fields, expected } = await readVersionedBody(c);
    const author = changedPostAuthor(c.var.kv, guardedUser(c), fields);
    const result = await updatePostFromInput(c.var.kv, routeParam(c, "id"), fields, expected, author, c.var.now());
    return c.json(result, 200, { ETag: `"${result.versionstamp}"` });
  },
  async DELETE(c) {
    await deletePost(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
});
