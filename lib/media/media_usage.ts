/**
 * Where media files are shown: post featured images and post content, category
 * card and header images, and the branding settings. Computed from the stored
 * records (one pass over the posts) and reused while the content version is
 * unchanged, so it is always current and needs no index to keep in step.
 */
import { listCategories } from "../db/categories.ts";
import { iteratePosts } from "../db/posts.ts";
import { getSettings } from "../db/settings.ts";
import { CONTENT_VERSION_KEY } from "../db/content_version.ts";
import { retryLocked } from "../db/kv.ts";
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

/** The usage of every referenced key, with the content version it was read under. */
interface UsageSnapshot {
  version: string | null;
  usage: Map<string, MediaUsage[]>;
}

const snapshots = new WeakMap<Deno.Kv, UsageSnapshot>();

/**
 * For each of `keys`, the places that show it (keys used nowhere are absent from the map).
 * The full scan is kept per store with the content version it was read under: every write that can change
 * usage (posts, categories, settings) bumps that version, so a scan is reused only while the version is the
 * same, in any process, and one read under a changing version is not kept.
 */
export async function findMediaUsage(kv: Deno.Kv, keys: Iterable<string>): Promise<Map<string, MediaUsage[]>> {
  const wanted = new Set(keys);
  const found = new Map<string, MediaUsage[]>();
  if (wanted.size === 0) return found;
  const usage = await allMediaUsage(kv);
  for (const key of wanted) {
    const places = usage.get(key);
    if (places) found.set(key, places);
  }
  return found;
}

/**
 * Every media key shown anywhere with the places showing it, from the scan
 * kept for the current content version (see {@link findMediaUsage}). The map
 * is shared: do not change it.
 */
export async function allMediaUsage(kv: Deno.Kv): Promise<ReadonlyMap<string, MediaUsage[]>> {
  const version = (await retryLocked(() => kv.get(CONTENT_VERSION_KEY))).versionstamp;
  let snapshot = snapshots.get(kv);
  if (!snapshot || snapshot.version !== version) {
    snapshot = { version, usage: await scanUsage(kv) };
    const after = (await retryLocked(() => kv.get(CONTENT_VERSION_KEY))).versionstamp;
    if (after === version) snapshots.set(kv, snapshot);
  }
  return snapshot.usage;
}

/** Every media key shown anywhere, with the places showing it (one pass over posts, categories and settings). */
async function scanUsage(kv: Deno.Kv): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>();
  const add = (url: string | null | undefined, place: MediaUsage) => {
    const key = url ? mediaKeyFromUrl(url) : null;
    if (key) usage.set(key, [...usage.get(key) ?? [], place]);
  };
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
