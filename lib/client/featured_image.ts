/**
 * The post's featured image: checked in the browser for the 4 MB limit, then
 * uploaded through the media pipeline (`POST /api/upload`, type `featured`:
 * at least 512×512, centre-cropped to a 512×512 WebP). The file is named
 * after the post title.
 */
import { formatBytes } from "../format/format_bytes.ts";
import { api, ApiError } from "./api.ts";

/** Largest featured image, in bytes (4 MB). */
export const FEATURED_MAX_BYTES = 4 * 1024 * 1024;
/** Toast when an upload fails without a server message. */
export const FEATURED_UPLOAD_FAILED = "Failed to upload featured image. Please try again.";

/** The specification's message for a file over 4 MB. */
export function featuredTooLarge(size: number): string {
  return `Image too large! Maximum size is 4MB. Your image is ${formatBytes(size)}`;
}

/** Uploads `file` as the featured image of `postId` (or of no post yet); resolves the image URL. */
export async function uploadFeaturedImage(file: File, postId: string | null, title: string): Promise<string> {
  if (file.size > FEATURED_MAX_BYTES) throw new ApiError(featuredTooLarge(file.size), 413);
  const body = new FormData();
  body.set("file", file);
  body.set("type", "featured");
  if (postId) body.set("postId", postId);
  if (title.trim()) body.set("title", title.trim().slice(0, 100));
  return (await api<{ url: string }>("/upload", { method: "POST", body, fallback: FEATURED_UPLOAD_FAILED })).url;
}
