/**
 * Where media files are shown: post featured images and post content, category
 * card and header images, and the branding settings. Computed from the stored
 * records when asked (one pass over the posts), so it is always current and
 * needs no index to keep in step.
 */
import { listCategories } from "../db/categories.ts";
import { iteratePosts } from "../db/posts.ts";
import { getSettings } from "../db/settings.ts";
import type { MediaUsage } from "../schemas/media.ts";
import type { Settings } from "../schemas/settings.ts";
import { mediaKeyFromUrl } from "./keys.ts";

/** Settings fields that hold media URLs. */
export const MEDIA_SETTINGS_FIELDS = [
  "logo_url",
  "favicon_16_url",
  "favicon_32_url",
  "apple_touch_icon_url",
  "default_category_header_image",
] as const satisfies readonly (keyof Settings)[];

const MEDIA_PATH = /\/media\/[a-z0-9][a-z0-9._/%-]*/gi;

/** Media keys referenced in an HTML fragment (`src`, `href`, `srcset`, absolute or site-relative). */
export function mediaKeysInHtml(html: string): Set<string> {
  const keys = new Set<string>();
  for (const match of html.matchAll(MEDIA_PATH)) {
    const key = mediaKeyFromUrl(match[0]);
    if (key) keys.add(key);
  }
  return keys;
}

/** For each of `keys`, the places that show it (keys used nowhere are absent from the map). */
export async function findMediaUsage(kv: Deno.Kv, keys: Iterable<string>): Promise<Map<string, MediaUsage[]>> {
  const wanted = new Set(keys);
  const usage = new Map<string, MediaUsage[]>();
  const add = (url: string | null | undefined, place: MediaUsage) => {
    const key = url ? mediaKeyFromUrl(url) : null;
    if (key && wanted.has(key)) usage.set(key, [...usage.get(key) ?? [], place]);
  };
  if (wanted.size === 0) return usage;
  for await (const post of iteratePosts(kv)) {
    add(post.featured_image, { type: "post", id: post.id, title: post.title, field: "featured_image" });
    for (const key of mediaKeysInHtml(post.content)) {
      add(`/media/${key}`, { type: "post", id: post.id, title: post.title, field: "content" });
    }
  }
  for (const category of await listCategories(kv, { includeInactive: true })) {
    add(category.card_image, { type: "category", id: category.id, title: category.name, field: "card_image" });
    add(category.header_image, { type: "category", id: category.id, title: category.name, field: "header_image" });
  }
  const { settings } = await getSettings(kv);
  for (const field of MEDIA_SETTINGS_FIELDS) {
    add(settings[field], { type: "settings", id: field, title: field, field });
  }
  return usage;
}
