/** Everything the tag page shows and declares, worked out from a tag, one page of its posts and the request. */
import type { PostSummary } from "../schemas/post.ts";
import { itemListJsonLd } from "../seo/item_list.ts";
import type { JsonLd } from "../seo/json_ld.ts";
import { pageTitle } from "../seo/meta.ts";
import { categoryPageHref } from "./category_paging.ts";
import type { ListedPost } from "./category_view.ts";
import type { SiteContext } from "./context.ts";
import { type Crumb, crumbsJsonLd } from "./crumbs.ts";
import { absoluteUrl, postPath, tagPath } from "./paths.ts";
import { recipeCountText } from "./texts.ts";

/** The tag page's content and head values. */
export interface TagView {
  /** The tag as its newest post writes it ("Plátano maduro"). */
  tag: string;
  /** Site path of the tag's first page. */
  path: string;
  /** Absolute URL of this page (page 2 on carries `?pagina=N`). */
  canonical: string;
  page: number;
  pages: number;
  prev: string | null;
  next: string | null;
  documentTitle: string;
  description: string;
  posts: ListedPost[];
  /** "N Receta(s)". */
  countText: string;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
}

/** Builds the view of page `paging.page` of the tag `tag` (address form `slug`) listing `posts` of `count`. */
export function buildTagView(
  tag: { name: string; slug: string },
  posts: PostSummary[],
  count: number,
  options: { origin: string; site: SiteContext; paging: { page: number; pages: number; perPage: number } },
): TagView {
  const { origin, site: { settings } } = options;
  const { page, pages, perPage } = options.paging;
  const path = tagPath(tag.slug);
  const listed = posts.map((post) => ({ post, href: postPath(post.slug, settings.post_base) }));
  const crumbs: Crumb[] = [{ label: "Inicio", href: "/" }, { label: `Etiqueta: ${tag.name}` }];
  return {
    tag: tag.name,
    path,
    canonical: absoluteUrl(origin, categoryPageHref(path, page)),
    page,
    pages,
    prev: page > 1 ? absoluteUrl(origin, categoryPageHref(path, page - 1)) : null,
    next: page < pages ? absoluteUrl(origin, categoryPageHref(path, page + 1)) : null,
    documentTitle: pageTitle(`Etiqueta: ${tag.name}${page > 1 ? ` - Página ${page}` : ""}`, settings.site_description),
    description: `Recetas y artículos con la etiqueta ${tag.name}: ${recipeCountText(count).toLowerCase()} de ` +
      "cocina cubana.",
    posts: listed,
    countText: recipeCountText(count),
    crumbs,
    jsonLd: [
      crumbsJsonLd(origin, crumbs, path),
      itemListJsonLd(
        `Etiqueta: ${tag.name}`,
        listed.map(({ post, href }) => ({ name: post.title, url: absoluteUrl(origin, href) })),
        { offset: (page - 1) * perPage, total: Math.max(count, listed.length) },
      ),
    ],
  };
}
