/**
 * Related recipes shown at the end of a post: the newest published posts of
 * its first category, then (for recipes) the newest published recipes of the
 * same cuisine, never the post itself.
 */
import { getManyBatched } from "../db/batched_get.ts";
import { postKey } from "../db/post_indexes.ts";
import { listLatestPublished, listPosts } from "../db/posts.ts";
import type { Post, PostRecord, PostSummary } from "../schemas/post.ts";
import { DEFAULT_RECIPE_CUISINE } from "../seo/recipe.ts";
import type { ListedPost } from "./category_view.ts";
import { postPath } from "./paths.ts";

/** Most related posts listed. */
export const RELATED_LIMIT = 4;
/** Newest published posts searched for the same cuisine. */
const CUISINE_POOL = 40;

const cuisineOf = (post: { recipe_cuisine: string }) =>
  (post.recipe_cuisine.trim() || DEFAULT_RECIPE_CUISINE).toLocaleLowerCase("es");

/** Up to {@link RELATED_LIMIT} posts related to `post`, with their addresses. */
export async function relatedPosts(kv: Deno.Kv, post: Post, postBase: string): Promise<ListedPost[]> {
  const picked = new Map<string, PostSummary>();
  const add = (candidate: PostSummary) => {
    if (candidate.id !== post.id && picked.size < RELATED_LIMIT) picked.set(candidate.id, candidate);
  };
  const categoryId = post.category_ids[0];
  if (categoryId) {
    const page = await listPosts(kv, {
      status: "published",
      categoryId,
      sortBy: "published",
      limit: RELATED_LIMIT + 1,
    });
    page.posts.forEach(add);
  }
  if (picked.size < RELATED_LIMIT && post.content_type === "recipe") {
    const pool = (await listLatestPublished(kv, CUISINE_POOL))
      .filter((p) => p.content_type === "recipe" && p.id !== post.id && !picked.has(p.id));
    const records = await getManyBatched<PostRecord>(kv, pool.map((p) => postKey(p.id)));
    pool.forEach((candidate, i) => {
      const record = records[i].value;
      if (record && cuisineOf(record) === cuisineOf(post)) add(candidate);
    });
  }
  return [...picked.values()].map((p) => ({ post: p, href: postPath(p.slug, postBase) }));
}
