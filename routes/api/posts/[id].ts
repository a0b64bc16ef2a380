/**
 * GET /api/posts/{id}: one post with its `versionstamp` (drafts need a signed-in user).
 * PUT /api/posts/{id}: updates it; send back the `versionstamp` you read (body field or `If-Match`) and a
 * newer edit by someone else answers 409 instead of being overwritten.
 * DELETE /api/posts/{id}: deletes it.
 */
import { currentUser } from "@/lib/auth/current_user.ts";
import { deletePost, getPost } from "@/lib/db/posts.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
import { routeParam } from "@/lib/http/params.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";

export const handler = {
  async GET(c: AppContext) {
    const found = await getPost(c.var.kv, routeParam(c, "id"));
    if (!found || (found.post.status !== "published" && !c.var.user)) throw new NotFoundError("Post not found");
    return c.json(found, 200, { ETag: `"${found.versionstamp}"` });
  },
  async PUT(c: AppContext) {
    currentUser(c);
    const { versionstamp, ...input } = await readJsonObject(c);
    const expected = typeof versionstamp === "string"
      ? versionstamp
      : c.req.header("If-Match")?.replaceAll('"', "") || undefined;
    const result = await updatePostFromInput(c.var.kv, routeParam(c, "id"), input, expected);
    return c.json(result, 200, { ETag: `"${result.versionstamp}"` });
  },
  async DELETE(c: AppContext) {
    currentUser(c);
    await deletePost(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
};
