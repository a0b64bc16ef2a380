/**
 * Restores a backup (`manifest.ts`) into an empty store and empty media storage. Everything is checked before
 * anything is written: the manifest (this app's, complete, of a format this code reads), the size and SHA-256 of
 * every file it lists, and that the targets are empty (an existing non-empty `KV_PATH` file, a non-empty KV Connect
 * store, any file in `MEDIA_DIR` or under the bucket prefix is refused). The store file is then copied into place
 * (through a temporary name, renamed when complete), or, for a KV Connect target, its entries written; then the media.
 */
import { dirname, resolve } from "node:path";
import { holdsAny, openKv } from "../../db/kv.ts";
import { STORE_FORMAT } from "../../db/store_check.ts";
import type { MediaStorage } from "../../config/media_storage.ts";
import { restoreMediaTo } from "./media_copy.ts";
import { BACKUP_APP, type BackupManifest, hashFile, readManifest, STORE_FILE } from "./manifest.ts";
import { copyEntries, isKvConnectUrl, removeStoreFiles } from "./store_copy.ts";

/** A restore refused before anything was written; the message says which check failed and what to do. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** Where a backup is restored to. */
export interface RestoreTarget {
  /** `KV_PATH`: a local file (missing or empty) or an empty KV Connect store. */
  kvPath: string;
  /** The media storage, which must hold no file. */
  media: MediaStorage;
}

/** What a restore wrote. */
export interface RestoreResult {
  manifest: BackupManifest;
  mediaFiles: number;
}

/** Checks the backup in `dir` and the targets, then restores (module doc). */
export async function restoreBackup(
  dir: string,
  target: RestoreTarget,
  onProgress: (step: "check" | "store" | "media", done: number, total: number) => void = () => {},
): Promise<RestoreResult> {
  const from = resolve(dir);
  const manifest = await readManifest(from).catch((error) => {
    throw new RestoreRefusedError(error instanceof Error ? error.message : String(error));
  });
  checkManifest(manifest, from);
  await verifyFiles(from, manifest, (done, total) => onProgress("check", done, total));
  await checkTargetsEmpty(target);
  onProgress("store", 0, 1);
  await restoreStore(`${from}/${STORE_FILE}`, target.kvPath);
  const mediaFiles = await restoreMediaTo(
    target.media,
    from,
    manifest.files,
    (done, total) => onProgress("media", done, total),
  );
  return { manifest, mediaFiles };
}

/** Refuses another app's backup, an incomplete one, or one of a newer store format than this code's. */
export function checkManifest(manifest: BackupManifest, dir: string): void {
  if (manifest.app !== BACKUP_APP) {
    throw new RestoreRefusedError(`${dir} is a backup of another app (${JSON.stringify(manifest.app).slice(0, 60)})`);
  }
  if (!manifest.ok) throw new RestoreRefusedError(`${dir} is an incomplete backup (its manifest says it failed)`);
  if (manifest.format > STORE_FORMAT) {
    throw new RestoreRefusedError(
      `${dir} was made by a newer version of the site (store format ${manifest.format}, app ${manifest.app_version}); ` +
        `this version reads format ${STORE_FORMAT}: restore it with that version or newer`,
    );
  }
  if (!manifest.files.some((file) => file.path === STORE_FILE)) {
    throw new RestoreRefusedError(`${dir}/manifest.json does not list the store copy ${STORE_FILE}`);
  }
}

/** Checks the size and SHA-256 of every file the manifest lists; the first mismatch is refused, naming the file. */
export async function verifyFiles(
  dir: string,
  manifest: BackupManifest,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  for (const [i, file] of manifest.files.entries()) {
    const actual = await hashFile(`${dir}/${file.path}`).catch((error) => {
      if (error instanceof Deno.errors.NotFound) throw new RestoreRefusedError(`${file.path} is missing from ${dir}`);
      throw error;
    });
    if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      throw new RestoreRefusedError(
        `${file.path} in ${dir} does not match its checksum in manifest.json (damaged or changed): nothing restored`,
      );
    }
    onProgress(i + 1, manifest.files.length);
  }
}

/** Refuses a non-empty store or media target. */
async function checkTargetsEmpty(target: RestoreTarget): Promise<void> {
  const { kvPath } = target;
  if (kvPath === ":memory:") throw new RestoreRefusedError("KV_PATH=:memory: cannot be restored into");
  if (isKvConnectUrl(kvPath)) {
    const kv = await openKv(kvPath);
    try {
      if (await holdsAny(kv, [])) {
        throw new RestoreRefusedError(`The store at KV_PATH=${kvPath} is not empty: restore only into an empty one`);
      }
    } finally {
      kv.close();
    }
  } else {
    for (const path of [kvPath, `${kvPath}-wal`]) {
      const info = await Deno.stat(path).catch(() => null);
      if (info && (info.size > 0 || !info.isFile)) {
        throw new RestoreRefusedError(
          `KV_PATH=${kvPath} is not empty: restore only into a new store (move the file away first)`,
        );
      }
    }
  }
  const files = await target.media.list();
  if (files.length) {
    throw new RestoreRefusedError(
      `The media storage ${target.media.location} is not empty (${files.length} files): restore only into an empty one`,
    );
  }
}

/** Copies the checked store file into place, or writes its entries into a KV Connect store. */
async function restoreStore(file: string, kvPath: string): Promise<void> {
  if (isKvConnectUrl(kvPath)) {
    // Deno KV writes to a file it opens: read a scratch copy, never the backup itself.
    const scratch = await Deno.makeTempFile({ prefix: "recetas-restore-", suffix: ".kv" });
    await Deno.copyFile(file, scratch);
    const source = await Deno.openKv(scratch);
    const target = await openKv(kvPath);
    try {
      await copyEntries(source, target);
    } finally {
      source.close();
      target.close();
      await removeStoreFiles(scratch);
    }
    return;
  }
  await Deno.mkdir(dirname(resolve(kvPath)), { recursive: true });
  const temp = `${kvPath}.restore-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await Deno.copyFile(file, temp);
    await Deno.remove(`${kvPath}-shm`).catch(() => {});
    await Deno.rename(temp, kvPath);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
}
