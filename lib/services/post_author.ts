/**
 * Who a post belongs to and the name it shows (`author_id` and `author_name` of `POST /api/posts` and
 * `PUT /api/posts/{id}`). Giving a post another user as its author is for admins only (403 for others); a user id
 * that names nobody is a 400 naming `author_id`.
 */
import type { AuthUser } from "../app_env.ts";
import { canManageSite } from "../auth/access.ts";
import type { PostUpdateExtras } from "../db/posts.ts";
import { getUser } from "../db/users.ts";
import { ForbiddenError, ValidationError } from "../errors.ts";
import { type PostAuthor, PostAuthorNameSchema } from "../schemas/post.ts";

/** Message of an `author_id` that names no user. */
export const NO_SUCH_AUTHOR = "No user has this id";
/** Message of a non-admin asking for another author. */
export const ONLY_ADMINS_CHANGE_AUTHOR = "Only admins may give a post another author";

/** The user `authorId` names as a post's author (admins only: 403 for others; a 400 naming the field for nobody). */
async function otherAuthor(kv: Deno.Kv, user: AuthUser, authorId: string, authorName?: string): Promise<PostAuthor> {
  if (!canManageSite(user)) throw new ForbiddenError(ONLY_ADMINS_CHANGE_AUTHOR);
  const author = await getUser(kv, authorId);
  if (!author) throw new ValidationError(NO_SUCH_AUTHOR, { author_id: [NO_SUCH_AUTHOR] });
  return { id: author.id, name: authorName || author.name };
}

/**
 * The author of a post `user` creates from `input`: the user, or the user named by `author_id` (admins only: 403
 * for others; 400 naming `author_id` when no user has it). `author_name` is shown instead of the author's name.
 */
export async function newPostAuthor(kv: Deno.Kv, user: AuthUser, input: Record<string, unknown>): Promise<PostAuthor> {
  const { author_name, author_id } = PostAuthorNameSchema.parse(input);
  if (!author_id || author_id === user.id) return { id: user.id, name: author_name || user.name };
  return await otherAuthor(kv, user, author_id, author_name);
}

/**
 * What `user`'s update from `input` changes about a post's author, decided from the post as the write reads it;
 * undefined when the input names no author. An `author_id` other than the post's makes the post that user's (admins
 * only: 403 for others; 400 naming `author_id` when no user has it) and shows their name unless `author_name` is
 * given; the post's own `author_id` changes nothing. `author_name` alone only changes the name shown ("" shows the
 * author's own again). The input is checked at once, before the write.
 */
export function changedPostAuthor(
  kv: Deno.Kv,
  user: AuthUser,
  input: Record<string, unknown>,
): PostUpdateExtras["author"] {
  const { author_name, author_id } = PostAuthorNameSchema.parse(input);
  if (author_id === undefined && author_name === undefined) return undefined;
  return async (current) => {
    if (author_id && author_id !== current.author_id) return await otherAuthor(kv, user, author_id, author_name);
    if (author_name === undefined) return undefined;
    return { name: author_name || (await getUser(kv, current.author_id))?.name || current.author_name };
  };
}
