/** What the post structured-data builders need: the post plus values resolved for the request. */
import type { Post } from "../schemas/post.ts";
import type { RatingAggregate } from "../schemas/rating.ts";
import type { PublicReview } from "../schemas/review.ts";
import type { VideoEmbed } from "../shared/video.ts";
import type { JsonLd } from "./json_ld.ts";

/** A post with its absolute URLs and page values. */
export interface PostJsonLdInput {
  post: Post;
  /** Absolute URL of the post page. */
  url: string;
  /** Absolute URL of the featured image, or null. */
  image: string | null;
  /** Absolute URLs of its 16:9, 4:3 and 1:1 versions for search engines (the JSON-LD lists them instead). */
  images?: string[];
  /** The description shown on the page (excerpt or its fallback). */
  description: string;
  siteName: string;
  /** Absolute URL of the site logo, or null. */
  logoUrl?: string | null;
  /** Name of the post's first category. */
  categoryName?: string;
  /** Readers' votes; only used when there is at least one. */
  rating?: RatingAggregate | null;
  /** Approved readers' reviews shown on the page (those with stars become Recipe `review`s). */
  reviews?: PublicReview[];
  /** The embedded video with an absolute `src`, or null. */
  video?: VideoEmbed | null;
  /** Absolute URL of a site image used as the video thumbnail when the post has no image. */
  fallbackImage?: string | null;
}

/** The `image` list of a post node: the search-engine versions, else the featured image, else nothing. */
export function jsonLdImages(input: PostJsonLdInput): string[] | undefined {
  if (input.images?.length) return input.images;
  return input.image ? [input.image] : undefined;
}

/** The author as a Person (the site name when the post has no author name). */
export function authorJsonLd(input: PostJsonLdInput): JsonLd {
  return { "@type": "Person", name: input.post.author_name || input.siteName };
}

/** A VideoObject for the post's video (with its `duration` when the post records one), or undefined without one. */
export function videoJsonLd(input: PostJsonLdInput): JsonLd | undefined {
  const video = input.video;
  if (!video) return undefined;
  const thumbnail = input.image ?? input.fallbackImage;
  return {
    "@type": "VideoObject",
    name: input.post.title,
    description: input.description || input.post.title,
    ...(thumbnail ? { thumbnailUrl: [thumbnail] } : {}),
    uploadDate: input.post.published_at ?? input.post.created_at,
    ...(input.post.video_duration ? { duration: input.post.video_duration } : {}),
    ...(video.kind === "iframe" ? { embedUrl: video.src } : { contentUrl: video.src }),
  };
}
