/** The `categories` (name and slug) the public post API adds to each post, from its `category_ids`. */
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";

/** A category as listed on a post. */
export interface PostCategoryRef {
  name: string;
  slug: string;
}

/**
 * Adds `categories` to each post, in the order of its `category_ids`; ids of
 * deleted categories (and inactive ones unless `includeInactive`) are left out.
 * Takes the categories from `snapshot`.
 */
export function withCategories<T extends { category_ids: string[] }>(
  snapshot: ContentSnapshot,
  posts: T[],
  options: { includeInactive?: boolean } = {},
): (T & { categories: PostCategoryRef[] })[] {
  if (posts.length === 0) return [];
  const all = options.includeInactive ? snapshot.allCategories : snapshot.categories;
  const byId = new Map(all.map((category) => [category.id, { name: category.name, slug: category.slug }]));
  return posts.map((post) => ({
    ...post,
    categories: post.category_ids.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** The categories of `categoryIds` found in `all`, in the order of the ids (deleted ones left out). */
export function categoriesOfPost<T extends { id: string }>(categoryIds: string[], all: T[]): T[] {
  const byId = new Map(all.map((category) => [category.id, category]));
  return categoryIds.flatMap((id) => byId.get(id) ?? []);
}
