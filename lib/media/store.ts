/**
 * Media files on disk under `MEDIA_DIR`, addressed by a relative key such as
 * `posts/ropa-vieja-1a2b3c.webp` and served at `/media/<key>`. Keys are
 * checked so no request can leave the media folder.
 */
import { NotFoundError, ValidationError } from "../errors.ts";

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

/** Reads and writes media files in one folder. */
export class MediaStore {
  constructor(readonly dir: string) {}

  /** Public URL of a key. */
  urlFor(key: string): string {
    return MEDIA_URL_PREFIX + key;
  }

  /** Key of a public media URL, or null when the URL is not a media URL. */
  keyFromUrl(url: string): string | null {
    const path = url.startsWith("http") ? new URL(url).pathname : url;
    if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
    const key = decodeURIComponent(path.slice(MEDIA_URL_PREFIX.length));
    return isValidMediaKey(key) ? key : null;
  }

  /** Writes bytes under `key` (atomically: temp file then rename). */
  async write(key: string, bytes: Uint8Array): Promise<string> {
    const path = this.pathOf(key);
    await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
    const temp = `${path}.${crypto.randomUUID()}.tmp`;
    await Deno.writeFile(temp, bytes);
    await Deno.rename(temp, path);
    return this.urlFor(key);
  }

  /** Reads a file; NotFoundError when missing. */
  async read(key: string): Promise<Uint8Array> {
    try {
      return await Deno.readFile(this.pathOf(key));
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) throw new NotFoundError("Media file not found");
      throw error;
    }
  }

  /** True when the file exists. */
  async exists(key: string): Promise<boolean> {
    try {
      await Deno.stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Deletes a file; missing files are fine. */
  async remove(key: string): Promise<void> {
    try {
      await Deno.remove(this.pathOf(key));
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }

  private pathOf(key: string): string {
    if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
    return `${this.dir}/${key}`;
  }
}
