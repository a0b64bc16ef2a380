/** Post and category cards' addresses and labels, from the permalink settings and the loaded categories. */
import type { CategoryWithCount } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import type { SiteContext } from "./context.ts";
import type { PhotoSet } from "./photo_set.ts";
import { categoryPath, postPath } from "./paths.ts";

/** A post ready for a card. */
export interface PostCardData {
  post: PostSummary;
  href: string;
  categoryName?: string;
  /** The card's photo with its source set (`card_photos.ts`); the post's square when absent. */
  photo?: PhotoSet;
}

/** A category ready for a card. */
export interface CategoryCardData {
  category: CategoryWithCount;
  href: string;
}

/** Card data of `posts`: each with its address and the name of its first active category. */
export function postCards(posts: PostSummary[], site: SiteContext): PostCardData[] {
  const names = new Map(site.categories.map((c) => [c.id, c.name]));
  return posts.map((post) => ({
    post,
    href: postPath(post.slug, site.settings.post_base),
    categoryName: post.category_ids.map((id) => names.get(id)).find((name) => !!name),
  }));
}

/** Card data of `categories` with their addresses. */
export function categoryCards(categories: CategoryWithCount[], site: SiteContext): CategoryCardData[] {
  return categories.map((category) => ({ category, href: categoryPath(category.slug, site.settings.category_base) }));
}
