/**
 * Media keys and URLs: a key is a relative path such as
 * `posts/ropa-vieja.webp`, served at `/media/<key>` whichever store holds it.
 */

/** URL prefix of media files. */
export const MEDIA_URL_PREFIX = "/media/";

const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.[a-z0-9]+$/;

/**
 * Longest path segment of a key: file systems refuse names over 255 bytes, and
 * a write adds a 41-character temporary suffix.
 */
export const MAX_KEY_SEGMENT_LENGTH = 200;

/** True for keys made of safe lower-case path segments (no `..`, no absolute paths, none too long for a file name). */
export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 300 &&
    !key.split("/").some((part) => part === "." || part === ".." || part.length > MAX_KEY_SEGMENT_LENGTH);
}

/** Public URL of a key. */
export function mediaUrl(key: string): string {
  return MEDIA_URL_PREFIX + key;
}

/** Key of a public media URL (site path or absolute URL), or null when the URL is not a media URL. */
export function mediaKeyFromUrl(url: string): string | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(MEDIA_URL_PREFIX.length));
  } catch {
    return null;
  }
  return isValidMediaKey(key) ? key : null;
}
