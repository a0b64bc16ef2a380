/** Everything the post page shows and declares, worked out from a post and the request. */
import { DEFAULT_LOGO } from "../shared/constants.ts";
import { formatDateEs } from "../format/dates.ts";
import { type Post, tagSlug } from "../schemas/post.ts";
import type { RatingAggregate } from "../schemas/rating.ts";
import type { PublicReview } from "../schemas/review.ts";
import { blogPostingJsonLd } from "../seo/blog_posting.ts";
import type { JsonLd } from "../seo/json_ld.ts";
import { pageTitle } from "../seo/meta.ts";
import type { PostJsonLdInput } from "../seo/post_input.ts";
import { recipeJsonLd } from "../seo/recipe.ts";
import type { SiteContext } from "./context.ts";
import { type Crumb, crumbsJsonLd } from "./crumbs.ts";
import { postExcerpt } from "../content/excerpt.ts";
import { absoluteUrl, categoryPath, postPath, tagPath } from "./paths.ts";
import { defaultShareImage } from "./share_image.ts";
import { showsUpdatedDate } from "./updated.ts";
import { type VideoEmbed, videoEmbed } from "../shared/video.ts";
import type { BuildAssets } from "../fresh/assets.ts";
import type { ImageVariant } from "../media/featured_variants.ts";
import { SEARCH_ENGINE_RATIOS } from "../schemas/media.ts";
import { type PhotoSet, photoSet, pinImage } from "./photo_set.ts";

/** A date as machine and Spanish text. */
export interface ShownDate {
  iso: string;
  text: string;
}

/** The post page's content and head values. */
export interface PostView {
  post: Post;
  isRecipe: boolean;
  /** Site path of the post. */
  path: string;
  canonical: string;
  documentTitle: string;
  description: string;
  excerpt: string;
  /** Absolute featured image URL, or null. */
  image: string | null;
  /** The featured image as the page shows it: a source set from the square and the versions, or null. */
  photo: PhotoSet | null;
  /** The image the Pinterest link pins (site path): the tall version, else the largest square; null without one. */
  pinImage: string | null;
  published: ShownDate | null;
  /** Set only when the post was updated more than an hour after publication. */
  updated: ShownDate | null;
  category: { name: string; href: string } | null;
  /** The post's tags, each with the address of its tag page. */
  tags: { name: string; href: string }[];
  video: VideoEmbed | null;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
  /** The readers' votes as the page is rendered (the page cache depends on them), or null for articles. */
  rating: RatingAggregate | null;
}

/** How wide the post photo shows: the narrow container's width (760 px) on large screens, else the viewport. */
const PHOTO_SIZES = "(min-width: 800px) 760px, 100vw";

/** Each tag with its page's address (a tag without an address form, which the schema refuses, is left out). */
function tagLinks(tags: readonly string[]): { name: string; href: string }[] {
  return tags.filter((name) => tagSlug(name) !== "").map((name) => ({ name, href: tagPath(tagSlug(name)) }));
}

function shownDate(iso: string | null): ShownDate | null {
  const text = formatDateEs(iso);
  return iso && text ? { iso, text } : null;
}

/**
 * Builds the view of `post` for a request from `origin`; `rating` is the readers' aggregate, `reviews` the approved
 * reviews shown on the page; `assets` the build's URLs.
 */
export function buildPostView(
  post: Post,
  options: {
    origin: string;
    site: SiteContext;
    rating: RatingAggregate | null;
    reviews?: PublicReview[];
    assets: Pick<BuildAssets, "asset">;
    /** The featured image's search-engine versions (`featured_variants.ts`). */
    variants?: readonly ImageVariant[];
  },
): PostView {
  const { origin, site } = options;
  const { settings } = site;
  const path = postPath(post.slug, settings.post_base);
  const canonical = absoluteUrl(origin, path);
  const isRecipe = post.content_type === "recipe";
  const excerpt = postExcerpt(post);
  const description = post.meta_description.trim() || excerpt;
  const image = post.featured_image ? absoluteUrl(origin, post.featured_image) : null;
  const first = post.category_ids.map((id) => site.categories.find((c) => c.id === id)).find((c) => !!c);
  const category = first ? { name: first.name, href: categoryPath(first.slug, settings.category_base) } : null;
  const video = videoEmbed(post.video_url);
  const crumbs: Crumb[] = [
    { label: "Inicio", href: "/" },
    ...(category ? [{ label: category.name, href: category.href }] : []),
    {
      label: post.title,
    },
  ];
  const input: PostJsonLdInput = {
    post,
    url: canonical,
    image,
    images: (options.variants ?? []).filter((v) => SEARCH_ENGINE_RATIOS.includes(v.ratio)).map((v) =>
      absoluteUrl(origin, v.url)
    ),
    description,
    siteName: settings.site_name,
    logoUrl: absoluteUrl(origin, settings.logo_url || DEFAULT_LOGO),
    categoryName: category?.name,
    rating: options.rating,
    reviews: options.reviews,
    video: video ? { ...video, src: absoluteUrl(origin, video.src) } : null,
    fallbackImage: defaultShareImage(origin, settings, options.assets),
  };
  const jsonLd = [
    isRecipe ? recipeJsonLd(input) : blogPostingJsonLd(input),
    crumbsJsonLd(origin, crumbs, path),
  ];
  return {
    post,
    isRecipe,
    path,
    canonical,
    documentTitle: pageTitle(post.meta_title.trim() || post.title, settings.site_description),
    description,
    excerpt,
    image,
    photo: post.featured_image ? photoSet(post.featured_image, options.variants ?? [], PHOTO_SIZES) : null,
    pinImage: post.featured_image ? pinImage(post.featured_image, options.variants ?? []) : null,
    published: shownDate(post.published_at),
    updated: showsUpdatedDate(post.published_at, post.updated_at) ? shownDate(post.updated_at) : null,
    category,
    tags: tagLinks(post.tags ?? []),
    video,
    crumbs,
    jsonLd,
    rating: options.rating,
  };
}
