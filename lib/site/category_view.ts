/** Everything the category page shows and declares, worked out from a category, its posts and the request. */
import type { CategoryWithCount } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import type { SiteContext } from "./context.ts";
import type { Crumb } from "./crumbs.ts";
import { gradientBackground } from "./gradient.ts";
import { buildListingView, type ListingView, type Paging } from "./listing_view.ts";
import { categoryPath } from "./paths.ts";
import { recipeCountText } from "./texts.ts";

/** The category page's content and head values. */
export interface CategoryView extends ListingView {
  category: CategoryWithCount;
  description: string;
  /** Header image (the category's, else the site default), or null to show the emoji. */
  headerImage: string | null;
  /** CSS background of the header gradient. */
  background: string;
}

/** Builds the view of `category` listing `posts` (`count` published posts in total). */
export function buildCategoryView(
  category: CategoryWithCount,
  posts: PostSummary[],
  count: number,
  options: { origin: string; site: SiteContext; paging?: Paging },
): CategoryView {
  const { settings } = options.site;
  const crumbs: Crumb[] = [
    { label: "Inicio", href: "/" },
    { label: "Categorías", href: "/categorias" },
    { label: category.name },
  ];
  const listing = buildListingView(posts, count, {
    ...options,
    paging: options.paging ?? { page: 1, pages: 1, perPage: posts.length },
    path: categoryPath(category.slug, settings.category_base),
    title: category.meta_title.trim() || category.name,
    crumbs,
    listName: category.name,
  });
  return {
    ...listing,
    category,
    description: category.meta_description.trim() || category.description.trim() ||
      `Recetas de ${category.name}: ${recipeCountText(count).toLowerCase()} de cocina cubana.`,
    headerImage: category.header_image || settings.default_category_header_image || null,
    background: gradientBackground(category.gradient),
  };
}
