/**
 * The local-folder media store: files on disk under `MEDIA_DIR`, addressed by
 * a relative key such as `posts/ropa-vieja-1a2b3c.webp` and served at
 * `/media/<key>`. Keys are checked so no request can leave the media folder.
 */
import { InsufficientStorageError, isNoSpaceError, NotFoundError, ValidationError } from "../errors.ts";
import { checkStorableImage } from "./image_types.ts";
import { isValidMediaKey, mediaKeyFromUrl, mediaUrl } from "./keys.ts";
import type { MediaStorage } from "../config/media_storage.ts";

export { isValidMediaKey, MEDIA_URL_PREFIX } from "./keys.ts";

/** Reads and writes media files in one folder. */
export class MediaStore implements MediaStorage {
  /** Folders known to exist: a write into one makes no `mkdir` (a restore writes thousands of files into a few). */
  #folders = new Set<string>();

  constructor(readonly dir: string) {}

  /** The folder, for logs. */
  get location(): string {
    return this.dir;
  }

  /** Public URL of a key. */
  urlFor(key: string): string {
    return mediaUrl(key);
  }

  /** Key of a public media URL, or null when the URL is not a media URL. */
  keyFromUrl(url: string): string | null {
    return mediaKeyFromUrl(url);
  }

  /**
   * Writes an image under `key` (atomically: a temp file, on disk before it is renamed into place, so a file the store
   * records survives a power cut; the temp file is removed when that fails, and a full disk is an
   * {@link InsufficientStorageError}); see `image_types.ts` for what is refused. Syncing each file also keeps a
   * restore's hundreds of megabytes from reaching the disk all at once later, stalling every store write behind them.
   */
  async write(key: string, bytes: Uint8Array): Promise<string> {
    checkStorableImage(key, bytes);
    const path = this.pathOf(key);
    const temp = `${path}.${crypto.randomUUID()}.tmp`;
    const folder = path.slice(0, path.lastIndexOf("/"));
    try {
      if (!this.#folders.has(folder)) await Deno.mkdir(folder, { recursive: true });
      await writeDurably(temp, bytes).catch(async (error) => {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
        // The folder was removed since: make it again.
        await Deno.mkdir(folder, { recursive: true });
        await writeDurably(temp, bytes);
      });
      this.#folders.add(folder);
      await Deno.rename(temp, path);
    } catch (error) {
      await Deno.remove(temp).catch(() => {});
      throw isNoSpaceError(error) ? new InsufficientStorageError("media") : error;
    }
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
      return (await Deno.stat(this.pathOf(key))).isFile;
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

  /** Every stored key starting with `prefix`, sorted (temporary files left by a crash are skipped). */
  async list(prefix = ""): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      try {
        for await (const entry of Deno.readDir(dir)) {
          const key = rel ? `${rel}/${entry.name}` : entry.name;
          if (entry.isDirectory) await walk(`${dir}/${entry.name}`, key);
          else if (entry.isFile && !key.endsWith(".tmp") && isValidMediaKey(key) && key.startsWith(prefix)) {
            keys.push(key);
          }
        }
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
    };
    const folder = prefix.slice(0, prefix.lastIndexOf("/") + 1).replace(/\/$/, "");
    if (/^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*$/.test(folder)) await walk(`${this.dir}/${folder}`, folder);
    else await walk(this.dir, "");
    return keys.sort();
  }

  private pathOf(key: string): string {
    if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
    return `${this.dir}/${key}`;
  }
}

/** Writes `bytes` to a new file at `path` and waits until they are on disk. */
async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  using file = await Deno.open(path, { write: true, createNew: true });
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
  await file.syncData();
}
