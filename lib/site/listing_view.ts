/**
 * What the category and tag pages share: one page of posts with their addresses, the page's canonical URL and its
 * neighbours, the paged document title, the count text, and the breadcrumb and ItemList JSON-LD.
 */
import type { PostSummary } from "../schemas/post.ts";
import { itemListJsonLd } from "../seo/item_list.ts";
import type { JsonLd } from "../seo/json_ld.ts";
import { pageTitle } from "../seo/meta.ts";
import { categoryPageHref } from "./category_paging.ts";
import type { SiteContext } from "./context.ts";
import { type Crumb, crumbsJsonLd } from "./crumbs.ts";
import { absoluteUrl, postPath } from "./paths.ts";
import type { PhotoSet } from "./photo_set.ts";
import { recipeCountText } from "./texts.ts";

/** A post listed on a page with its address. */
export interface ListedPost {
  post: PostSummary;
  href: string;
  /** The card's photo with its source set (`card_photos.ts`); the post's square when absent. */
  photo?: PhotoSet;
}

/** Page shown (from 1), number of pages and posts a page. */
export interface Paging {
  page: number;
  pages: number;
  perPage: number;
}

/** The values of a page that lists posts a page at a time. */
export interface ListingView {
  /** Site path of the listing's first page. */
  path: string;
  /** Absolute URL of this page (page 2 on carries `?pagina=N`). */
  canonical: string;
  /** Page shown (from 1) and number of pages. */
  page: number;
  pages: number;
  /** Absolute URLs of the previous and next pages, when there are. */
  prev: string | null;
  next: string | null;
  /** The title, with " - Página N" from page 2 on, and the site description. */
  documentTitle: string;
  posts: ListedPost[];
  /** "N Receta(s)". */
  countText: string;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
}

/** What a listing is: its first page's path, title, breadcrumbs and the name of its ItemList. */
export interface ListingOptions {
  origin: string;
  site: SiteContext;
  paging: Paging;
  path: string;
  title: string;
  crumbs: Crumb[];
  listName: string;
}

/** Builds page `paging.page` of the listing at `path`, showing `posts` of `count` in all. */
export function buildListingView(posts: PostSummary[], count: number, options: ListingOptions): ListingView {
  const { origin, site: { settings }, path, crumbs } = options;
  const { page, pages, perPage } = options.paging;
  const listed = posts.map((post) => ({ post, href: postPath(post.slug, settings.post_base) }));
  return {
    path,
    canonical: absoluteUrl(origin, categoryPageHref(path, page)),
    page,
    pages,
    prev: page > 1 ? absoluteUrl(origin, categoryPageHref(path, page - 1)) : null,
    next: page < pages ? absoluteUrl(origin, categoryPageHref(path, page + 1)) : null,
    documentTitle: pageTitle(options.title + (page > 1 ? ` - Página ${page}` : ""), settings.site_description),
    posts: listed,
    countText: recipeCountText(count),
    crumbs,
    jsonLd: [
      crumbsJsonLd(origin, crumbs, path),
      itemListJsonLd(
        options.listName,
        listed.map(({ post, href }) => ({ name: post.title, url: absoluteUrl(origin, href) })),
        { offset: (page - 1) * perPage, total: Math.max(count, listed.length) },
      ),
    ],
  };
}
