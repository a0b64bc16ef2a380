/**
 * The post's featured image: checked in the browser for the 4 MB limit, then
 * uploaded through the media pipeline (`POST /api/upload`, type `featured`:
 * at least 512×512, centre-cropped to a 512×512 WebP). The file is named
 * after the post title.
 */
import { api, ApiError } from "./api.ts";
import { imageTooLarge, MAX_IMAGE_BYTES } from "../shared/image_limits.ts";

/** Toast when an upload fails without a server message. */
export const FEATURED_UPLOAD_FAILED = "Failed to upload featured image. Please try again.";

/** Uploads `file` as the featured image of `postId` (or of no post yet); resolves the image URL. */
export async function uploadFeaturedImage(file: File, postId: string | null, title: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(imageTooLarge(file.size), 413);
  const body = new FormData();
  body.set("file", file);
  body.set("type", "featured");
  if (postId) body.set("postId", postId);
  if (title.trim()) body.set("title", title.trim().slice(0, 100));
  return (await api<{ url: string }>("/upload", { method: "POST", body, fallback: FEATURED_UPLOAD_FAILED })).url;
}
