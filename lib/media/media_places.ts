/** Where media URLs sit in stored content: settings fields, and media paths in post HTML. */
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
