/** Everything the category page shows and declares, worked out from a category, its posts and the request. */
import type { CategoryWithCount } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import { itemListJsonLd } from "../seo/item_list.ts";
import type { JsonLd } from "../seo/json_ld.ts";
import { pageTitle } from "../seo/meta.ts";
import { categoryPageHref } from "./category_paging.ts";
import type { SiteContext } from "./context.ts";
import { type Crumb, crumbsJsonLd } from "./crumbs.ts";
import { gradientBackground } from "./gradient.ts";
import { absoluteUrl, categoryPath, postPath } from "./paths.ts";
import { recipeCountText } from "./texts.ts";

/** A post listed on the category page with its address. */
export interface ListedPost {
  post: PostSummary;
  href: string;
}

/** The category page's content and head values. */
export interface CategoryView {
  category: CategoryWithCount;
  path: string;
  /** Absolute URL of this page (page 2 on carries `?pagina=N`). */
  canonical: string;
  /** Page shown (from 1) and number of pages. */
  page: number;
  pages: number;
  /** Absolute URLs of the previous and next pages, when there are. */
  prev: string | null;
  next: string | null;
  documentTitle: string;
  description: string;
  /** Header image (the category's, else the site default), or null to show the emoji. */
  headerImage: string | null;
  /** CSS background of the header gradient. */
  background: string;
  posts: ListedPost[];
  /** "N Receta(s)". */
  countText: string;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
}

/** Builds the view of `category` listing `posts` (`count` published posts in total). */
export function buildCategoryView(
  category: CategoryWithCount,
  posts: PostSummary[],
  count: number,
  options: { origin: string; site: SiteContext; paging?: { page: number; pages: number; perPage: number } },
): CategoryView {
  const { origin, site: { settings } } = options;
  const { page, pages, perPage } = options.paging ?? { page: 1, pages: 1, perPage: posts.length };
  const path = categoryPath(category.slug, settings.category_base);
  const canonical = absoluteUrl(origin, categoryPageHref(path, page));
  const listed = posts.map((post) => ({ post, href: postPath(post.slug, settings.post_base) }));
  const description = category.meta_description.trim() || category.description.trim() ||
    `Recetas de ${category.name}: ${recipeCountText(count).toLowerCase()} de cocina cubana.`;
  const crumbs: Crumb[] = [
    { label: "Inicio", href: "/" },
    { label: "Categorías", href: "/categorias" },
    { label: category.name },
  ];
  return {
    category,
    path,
    canonical,
    page,
    pages,
    prev: page > 1 ? absoluteUrl(origin, categoryPageHref(path, page - 1)) : null,
    next: page < pages ? absoluteUrl(origin, categoryPageHref(path, page + 1)) : null,
    documentTitle: pageTitle(
      (category.meta_title.trim() || category.name) + (page > 1 ? ` - Página ${page}` : ""),
      settings.site_description,
    ),
    description,
    headerImage: category.header_image || settings.default_category_header_image || null,
    background: gradientBackground(category.gradient),
    posts: listed,
    countText: recipeCountText(count),
    crumbs,
    jsonLd: [
      crumbsJsonLd(origin, crumbs, path),
      itemListJsonLd(
        category.name,
        listed.map(({ post, href }) => ({ name: post.title, url: absoluteUrl(origin, href) })),
        { offset: (page - 1) * perPage, total: Math.max(count, listed.length) },
      ),
    ],
  };
}
