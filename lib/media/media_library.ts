/**
 * The media library list: stored items page by page, each with the places that
 * use it (`used_by`) and `post_title`, the title of the first post showing it
 * (or of the post it was uploaded for).
 */
import { listMedia } from "../db/media.ts";
import type { MediaItem, MediaUsage } from "../schemas/media.ts";
import { findMediaUsage } from "./media_usage.ts";

/** A library item with where it is used. */
export type MediaLibraryItem = MediaItem & { used_by: MediaUsage[] };

/** One page of the library. */
export interface MediaLibraryPage {
  items: MediaLibraryItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  cursor: string | null;
}

/** A page of the library, newest first (at most 100 items). */
export async function listMediaLibrary(
  kv: Deno.Kv,
  options: { limit?: number; cursor?: string } = {},
): Promise<MediaLibraryPage> {
  const page = await listMedia(kv, options);
  const usage = await findMediaUsage(kv, page.items.map((item) => item.key));
  const items = page.items.map((item) => {
    const usedBy = usage.get(item.key) ?? [];
    const post = usedBy.find((use) => use.type === "post");
    return { ...item, post_title: post?.title ?? item.post_title, used_by: usedBy };
  });
  return { items, cursor: page.cursor };
}
