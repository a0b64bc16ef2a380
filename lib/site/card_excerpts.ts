/**
 * Cards show a post's excerpt, or else (as the spec's fallback excerpt says) the first 120 characters of its
 * text with the tags stripped. The content snapshot (`snapshot`) keeps that fallback for the posts without an excerpt; a post it
 * does not hold (written since) has its content read here before its card renders.
 */
import { getPost } from "../db/posts.ts";
import type { PostSummary } from "../schemas/post.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { postExcerpt } from "../content/excerpt.ts";

/** `posts` in order, those with a blank excerpt given the fallback excerpt of their content (when they have some). */
export async function withCardExcerpts<T extends Pick<PostSummary, "id" | "excerpt">>(
  kv: Deno.Kv,
  snapshot: ContentSnapshot,
  posts: readonly T[],
): Promise<T[]> {
  return await Promise.all(posts.map(async (post) => {
    if (post.excerpt.trim()) return post;
    const held = snapshot.byId.get(post.id);
    const excerpt = held && held.summary.excerpt === post.excerpt
      ? held.contentExcerpt ?? ""
      : await readExcerpt(kv, post.id);
    return excerpt ? { ...post, excerpt } : post;
  }));
}

async function readExcerpt(kv: Deno.Kv, id: string): Promise<string> {
  const loaded = await getPost(kv, id);
  return loaded ? postExcerpt({ excerpt: "", content: loaded.post.content }) : "";
}
