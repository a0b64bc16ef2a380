/** Published post counts per category, a category counting the posts of its sub-categories too (each post once). */
import { subtreeIds } from "../db/category_subtree.ts";
import type { Category } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";

/** For each category of `categories`: how many of `posts` link it or one of the categories below it, each once. */
export function categoryPostCounts(
  categories: readonly Pick<Category, "id" | "parent_id">[],
  posts: readonly Pick<PostSummary, "id" | "category_ids">[],
): Map<string, number> {
  const postsOf = new Map<string, string[]>();
  for (const post of posts) {
    for (const id of post.category_ids) {
      const list = postsOf.get(id);
      if (list) list.push(post.id);
      else postsOf.set(id, [post.id]);
    }
  }
  const counts = new Map<string, number>();
  for (const category of categories) {
    const subtree = subtreeIds(categories, category.id);
    if (subtree.length === 1) {
      counts.set(category.id, new Set(postsOf.get(category.id)).size);
      continue;
    }
    const ids = new Set<string>();
    for (const id of subtree) for (const postId of postsOf.get(id) ?? []) ids.add(postId);
    counts.set(category.id, ids.size);
  }
  return counts;
}
