/**
 * The handler behind `/{slug}` and `/{base}/{slug}`: an active redirect for
 * the path answers first (its hit counted), then the path is resolved to a
 * post page, a category page, a 301 to the canonical address, the category
 * 404 page, or the site's 404 page.
 */
import { allowFrames } from "../http/security_headers.ts";
import { framedOrigins } from "../content/sanitize.ts";
import { dependOn } from "../http/page_deps.ts";
import { getRatingAggregateEntry } from "../db/ratings.ts";
import { NotFoundError } from "../errors.ts";
import type { AppContext, AppRouteHandler } from "../app_env.ts";
import { page } from "../fresh/define.ts";
import type { PageResponse } from "../fresh/types.ts";
import { redirectTo } from "../http/location.ts";
import { routeParam } from "../http/params.ts";
import { withCardExcerpts } from "./card_excerpts.ts";
import { categoryPagePosts } from "./category_posts.ts";
import { CATEGORY_PAGE_PARAM, categoryPageCount, parseCategoryPage } from "./category_paging.ts";
import { buildCategoryView, type CategoryView } from "./category_view.ts";
import type { ListedPost } from "./listing_view.ts";
import { siteContextFrom } from "./context.ts";
import { buildPostView, type PostView } from "./post_view.ts";
import { loadPostReviews, type PostReviews } from "./post_reviews.ts";
import { answerRedirect } from "./redirect.ts";
import { relatedPosts } from "./related.ts";
import { sharedIngredients } from "./ingredient_links.ts";
import { resolveContent } from "./resolve.ts";
import { followContentLinks } from "./follow_links.ts";
import { recordedVariants } from "./featured_versions.ts";
import { withCardPhotos } from "./card_photos.ts";

/** Posts listed on each page of a category (`?pagina=2` continues). */
export const CATEGORY_PAGE_LIMIT = 100;

/** Data of the generic content page. */
export type ContentPageData =
  | { kind: "post"; view: PostView; related: ListedPost[]; linked: string[]; reviews: PostReviews }
  | { kind: "category"; view: CategoryView }
  | { kind: "missing-category"; slug: string };

/** Answers a content path; `base` is null for `/{slug}`. */
export async function answerContentPath(
  c: AppContext,
  base: string | null,
  slug: string,
): Promise<Response | PageResponse<ContentPageData>> {
  const kv = c.var.kv;
  const redirected = await answerRedirect(c);
  if (redirected) return redirected;
  const site = siteContextFrom(c.var.state);
  const origin = c.var.siteOrigin;
  const snapshot = await c.var.content.snapshot.get();
  const lookup = { ...site, published: snapshot.publishedBySlug, formerCategorySlugs: snapshot.formerCategorySlugs };
  const match = await resolveContent(kv, base, slug, lookup);
  switch (match.kind) {
    case "redirect":
      return redirectTo(c, match.location, match.status);
    case "post": {
      let rating = null;
      if (match.post.content_type === "recipe") {
        const entry = await getRatingAggregateEntry(kv, match.post.id);
        dependOn(c, entry.key, entry.versionstamp);
        rating = entry.aggregate;
      }
      const reviews = await loadPostReviews(c, match.post.id, match.post.content_type === "recipe");
      const content = await followContentLinks(kv, match.post.content, lookup, snapshot.publishedBySlug, origin);
      const variants = await recordedVariants(c, match.post.featured_image);
      const view = buildPostView({ ...match.post, content }, {
        origin,
        site,
        rating,
        reviews: reviews.list.reviews,
        assets: c.var.assets,
        variants,
      });
      const related = await withCardPhotos(c, await relatedPosts(kv, snapshot, match.post, site.settings.post_base));
      allowFrames(c, framedOrigins(content, view.video?.kind === "iframe" ? view.video.src : undefined));
      const linked = sharedIngredients(snapshot, match.post.ingredients);
      return page({ kind: "post", view, related, linked, reviews } satisfies ContentPageData, {
        headers: reviews.headers,
      });
    }
    case "category": {
      const asked = c.req.query(CATEGORY_PAGE_PARAM);
      const pageNo = parseCategoryPage(asked);
      // A page past the last is answered from the snapshot's count, before any list is built.
      if (pageNo === null || pageNo > categoryPageCount(match.category.post_count ?? 0, CATEGORY_PAGE_LIMIT)) {
        throw new NotFoundError();
      }
      if (asked === "1") return redirectTo(c, c.req.path, 301);
      const list = categoryPagePosts(snapshot, match.category, site.categories, pageNo, CATEGORY_PAGE_LIMIT);
      const count = Math.max(match.category.post_count ?? 0, list.total);
      if (pageNo > categoryPageCount(count, CATEGORY_PAGE_LIMIT)) throw new NotFoundError();
      const paging = {
        page: pageNo,
        pages: categoryPageCount(count, CATEGORY_PAGE_LIMIT),
        perPage: CATEGORY_PAGE_LIMIT,
      };
      const view = buildCategoryView(match.category, await withCardExcerpts(kv, snapshot, list.posts), count, {
        origin,
        site,
        paging,
      });
      const posts = await withCardPhotos(c, view.posts);
      return page({ kind: "category", view: { ...view, posts } } satisfies ContentPageData);
    }
    case "missing-category":
      return page({ kind: "missing-category", slug: match.slug } satisfies ContentPageData, { status: 404 });
    default:
      throw new NotFoundError();
  }
}

/** The route's handlers: GET (and HEAD) answer the path; other methods get the app's 405 (the Spanish error page). */
export function contentRouteHandler(withBase: boolean): { GET: AppRouteHandler<ContentPageData> } {
  return { GET: (c) => answerContentPath(c, withBase ? routeParam(c, "base") : null, routeParam(c, "slug")) };
}
