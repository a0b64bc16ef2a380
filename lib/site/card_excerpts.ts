/**
 * Cards show a post's excerpt, or else (as the spec's fallback excerpt says) the first 120 characters of its
 * text with the tags stripped. List indexes hold no content, so the posts without an excerpt have theirs
 * read here before their cards render.
 */
import { getPost } from "../db/posts.ts";
import type { PostSummary } from "../schemas/post.ts";
import { postExcerpt } from "./excerpt.ts";

/** `posts` in order, those with a blank excerpt given the fallback excerpt of their content (when they have some). */
export async function withCardExcerpts<T extends Pick<PostSummary, "id" | "excerpt">>(
  kv: Deno.Kv,
  posts: readonly T[],
): Promise<T[]> {
  return await Promise.all(posts.map(async (post) => {
    if (post.excerpt.trim()) return post;
    const loaded = await getPost(kv, post.id);
    const excerpt = loaded ? postExcerpt({ excerpt: "", content: loaded.post.content }) : "";
    return excerpt ? { ...post, excerpt } : post;
  }));
}
