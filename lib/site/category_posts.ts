/** The posts a category page lists: its own, and for a parent those of its sub-categories too, each once. */
import { hasChildren, subtreeIds } from "../db/category_subtree.ts";
import { listPosts } from "../snapshot/post_listing.ts";
import { listPublishedInCategories } from "../snapshot/post_listing.ts";
import type { Category } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";

/** One page of a category's published posts and how many there are in all. */
export interface CategoryPosts {
  posts: PostSummary[];
  total: number;
}

/**
 * Page `page` (from 1, `limit` per page) of the published posts of `category`, newest first. A category with
 * sub-categories among `categories` lists the posts of the whole subtree, each post once.
 */
export async function categoryPagePosts(
  kv: Deno.Kv,
  category: Pick<Category, "id">,
  categories: readonly Pick<Category, "id" | "parent_id">[],
  page: number,
  limit: number,
): Promise<CategoryPosts> {
  if (!hasChildren(categories, category.id)) {
    const list = await listPosts(kv, {
      status: "published",
      categoryId: category.id,
      sortBy: "published",
      limit,
      page,
    });
    return { posts: list.posts, total: list.total };
  }
  const all = await listPublishedInCategories(kv, subtreeIds(categories, category.id));
  return { posts: all.slice((page - 1) * limit, page * limit), total: all.length };
}
