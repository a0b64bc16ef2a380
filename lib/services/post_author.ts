/** Who a new post belongs to and the name it shows (`author_id` and `author_name` of `POST /api/posts`). */
import type { AuthUser } from "../app_env.ts";
import { canManageSite } from "../auth/permissions.ts";
import { getUser } from "../db/users.ts";
import { ForbiddenError, ValidationError } from "../errors.ts";
import { type PostAuthor, PostAuthorNameSchema } from "../schemas/post.ts";

/** Message of an `author_id` that names no user. */
export const NO_SUCH_AUTHOR = "No user has this id";

/**
 * The author of a post `user` creates from `input`: the user, or the user named by `author_id` (admins only: 403
 * for others; 400 naming `author_id` when no user has it). `author_name` is shown instead of the author's name.
 */
export async function newPostAuthor(kv: Deno.Kv, user: AuthUser, input: Record<string, unknown>): Promise<PostAuthor> {
  const { author_name, author_id } = PostAuthorNameSchema.parse(input);
  if (!author_id || author_id === user.id) return { id: user.id, name: author_name || user.name };
  if (!canManageSite(user)) throw new ForbiddenError("Only admins may give a post another author");
  const author = await getUser(kv, author_id);
  if (!author) throw new ValidationError(NO_SUCH_AUTHOR, { author_id: [NO_SUCH_AUTHOR] });
  return { id: author.id, name: author_name || author.name };
}
