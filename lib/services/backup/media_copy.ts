/**
 * The media files of a backup: every key of the media storage (a local folder or an S3 bucket, `MediaStorage`)
 * read and written to `<backup>/media/<key>` with its size and SHA-256; and back again on a restore. Media are
 * copied after the store, so a file uploaded meanwhile is in the backup without a record (harmless), and only a
 * file deleted between the two copies can be missing for a record.
 */
import { NotFoundError } from "../../errors.ts";
import type { MediaStorage } from "../../config/media_storage.ts";
import type { BackupFile } from "./manifest.ts";
import { MEDIA_FOLDER } from "./manifest.ts";
import { sha256Hex } from "../../text/hex.ts";

/** Called after each file with how many are done and how many there are. */
export type MediaProgress = (done: number, total: number) => void | Promise<void>;

/** Copies every media file of `storage` under `<dir>/media/`; returns the files (paths relative to `dir`). */
export async function copyMediaFrom(
  storage: MediaStorage,
  dir: string,
  onProgress: MediaProgress = () => {},
): Promise<BackupFile[]> {
  const keys = await storage.list();
  const files: BackupFile[] = [];
  await onProgress(0, keys.length);
  for (const [i, key] of keys.entries()) {
    let bytes: Uint8Array;
    try {
      bytes = await storage.read(key);
    } catch (error) {
      // Deleted since it was listed.
      if (error instanceof NotFoundError) continue;
      throw error;
    }
    const path = `${MEDIA_FOLDER}/${key}`;
    await Deno.mkdir(`${dir}/${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
    await Deno.writeFile(`${dir}/${path}`, bytes);
    files.push({ path, bytes: bytes.length, sha256: await sha256Hex(bytes) });
    await onProgress(i + 1, keys.length);
  }
  return files;
}

/** Writes the media files among `files` (paths `media/<key>` relative to `dir`) into `storage`. */
export async function restoreMediaTo(
  storage: MediaStorage,
  dir: string,
  files: BackupFile[],
  onProgress: MediaProgress = () => {},
): Promise<number> {
  const media = files.filter((file) => file.path.startsWith(`${MEDIA_FOLDER}/`));
  for (const [i, file] of media.entries()) {
    await storage.write(file.path.slice(MEDIA_FOLDER.length + 1), await Deno.readFile(`${dir}/${file.path}`));
    await onProgress(i + 1, media.length);
  }
  return media.length;
}
