/** Where media URLs sit in stored content: settings fields, and media paths in post HTML. */
import type { Settings } from "../schemas/settings.ts";
import { MEDIA_URL_PREFIX, mediaKeyFromUrl } from "./keys.ts";
import { readPostHtml } from "../content/post_html.ts";

/** Settings fields that hold media URLs. */
export const MEDIA_SETTINGS_FIELDS = [
  "logo_url",
  "favicon_16_url",
  "favicon_32_url",
  "apple_touch_icon_url",
  "default_category_header_image",
] as const satisfies readonly (keyof Settings)[];

/** Media keys referenced in post HTML (`src`, `href`, `srcset`, `poster`; absolute or site-relative). */
export function mediaKeysInHtml(html: string): Set<string> {
  if (!html.includes(MEDIA_URL_PREFIX)) return new Set(); // no media path, no need to parse
  const keys = readPostHtml(html).urls.map((url) => mediaKeyFromUrl(url.replace(/[?#].*$/, "")));
  return new Set(keys.filter((key): key is string => key !== null));
}
