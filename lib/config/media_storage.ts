/**
 * The interface every media store implements: a local folder
 * (`lib/media/store.ts`) or an S3-compatible bucket (`lib/media/s3_store.ts`).
 * Keys are checked with `isValidMediaKey` by every implementation, and writes
 * with `checkStorableImage` (`image_types.ts`): images only, under their own
 * type's extension.
 */

/** Reads and writes media files by key. */
export interface MediaStorage {
  /** Where the files live, for logs (a folder path or `s3://bucket/prefix`). */
  readonly location: string;
  /** Public URL of a key (`/media/<key>`). */
  urlFor(key: string): string;
  /** Key of a public media URL, or null when the URL is not a media URL. */
  keyFromUrl(url: string): string | null;
  /**
   * Stores an image under `key`, replacing any file there; returns the public URL. A key that is not an image's,
   * or bytes that are not the image its extension names, are a 400 `ValidationError` and nothing is written.
   */
  write(key: string, bytes: Uint8Array): Promise<string>;
  /** The bytes under `key`; NotFoundError when missing. */
  read(key: string): Promise<Uint8Array>;
  /** True when a file exists under `key`. */
  exists(key: string): Promise<boolean>;
  /** Deletes the file under `key`; a missing file is fine. */
  remove(key: string): Promise<void>;
  /** Every key starting with `prefix` (e.g. `logos/`), sorted. */
  list(prefix?: string): Promise<string[]>;
}
