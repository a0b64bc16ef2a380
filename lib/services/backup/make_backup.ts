/**
 * Makes one backup (`manifest.ts` describes the folder): the store copied online (`store_copy.ts`), then the media
 * (`media_copy.ts`), then the manifest. Everything is written into a hidden folder `.recetas-…-partial-<random>`
 * first and renamed to `recetas-<YYYYMMDDTHHMMSSZ>` only once complete, so a backup cut short never looks like one.
 * {@link runRecordedBackup} also records the outcome in the store (`lib/db/backups.ts`) and removes the oldest
 * backups beyond `keep`.
 */
import { resolve } from "node:path";
import { type BackupRecord, recordBackup } from "../../db/backups.ts";
import { STORE_FORMAT } from "../../db/store_check.ts";
import type { MediaStorage } from "../../config/media_storage.ts";
import { unlessMissing } from "../../fresh/utils.ts";
import { copyMediaFrom } from "./media_copy.ts";
import {
  APP_VERSION,
  BACKUP_APP,
  type BackupFile,
  type BackupManifest,
  backupName,
  hashFile,
  isBackupName,
  MANIFEST_FILE,
  STORE_FILE,
} from "./manifest.ts";
import { copyStoreTo, removeStoreFiles, sealStoreFile, summarizeStoreFile } from "./store_copy.ts";

/** What a backup reads and where it goes. */
export interface BackupSource {
  /** `KV_PATH`: a local file or a KV Connect URL. */
  kvPath: string;
  /** The media storage (folder or bucket). */
  media: MediaStorage;
  /** The folder the backup folder is made in (`BACKUP_DIR`). */
  dir: string;
}

/** A step of a backup under way: `store`, then `media` (with files done and total), then `manifest`. */
export type BackupProgress = (
  step: "store" | "media" | "manifest",
  done: number,
  total: number,
) => void | Promise<void>;

/** Options of {@link makeBackup}. */
export interface MakeBackupOptions {
  /** Clock (default: now). */
  now?: () => Date;
  onProgress?: BackupProgress;
}

/** A finished backup: its folder and manifest. */
export interface MadeBackup {
  path: string;
  manifest: BackupManifest;
  /** Bytes of the whole folder (files and manifest). */
  bytes: number;
}

/** Makes one backup of `source` in `source.dir` (module doc). */
export async function makeBackup(source: BackupSource, options: MakeBackupOptions = {}): Promise<MadeBackup> {
  const now = options.now ?? (() => new Date());
  const progress = options.onProgress ?? (() => {});
  const created = now();
  const name = backupName(created);
  const dir = resolve(source.dir);
  const path = `${dir}/${name}`;
  if (await Deno.stat(path).then(() => true, () => false)) {
    throw new Error(`A backup named ${name} exists already in ${dir}; try again in a second`);
  }
  await Deno.mkdir(dir, { recursive: true });
  const partial = `${dir}/.${name}-partial-${crypto.randomUUID().slice(0, 8)}`;
  // Password hashes and sessions are in the store: the backup is for the owner's eyes only.
  await Deno.mkdir(partial, { mode: 0o700 });
  try {
    await progress("store", 0, 1);
    const storePath = `${partial}/${STORE_FILE}`;
    const kind = await copyStoreTo(source.kvPath, storePath);
    const { keys, counts } = await summarizeStoreFile(storePath);
    await sealStoreFile(storePath);
    const store = await hashFile(storePath);
    await progress("media", 0, 0);
    const media = await copyMediaFrom(source.media, partial, (done, total) => progress("media", done, total));
    await progress("manifest", 0, 1);
    const files: BackupFile[] = [{ path: STORE_FILE, ...store }, ...media];
    const manifest: BackupManifest = {
      app: BACKUP_APP,
      app_version: APP_VERSION,
      format: STORE_FORMAT,
      created_at: created.toISOString(),
      finished_at: now().toISOString(),
      ok: true,
      source: { kind, media: source.media.location },
      store: { path: STORE_FILE, ...store, keys },
      media: { files: media.length, bytes: media.reduce((sum, file) => sum + file.bytes, 0) },
      files,
      counts,
    };
    const text = JSON.stringify(manifest, null, 2) + "\n";
    await Deno.writeTextFile(`${partial}/${MANIFEST_FILE}`, text);
    await Deno.rename(partial, path);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0) + new TextEncoder().encode(text).length;
    return { path, manifest, bytes };
  } catch (error) {
    await removeStoreFiles(`${partial}/${STORE_FILE}`);
    await Deno.remove(partial, { recursive: true }).catch(() => {});
    throw error;
  }
}

/** Options of {@link runRecordedBackup}. */
export interface RecordedBackupOptions extends MakeBackupOptions {
  /** Who asked (`cli`, `schedule`, `admin:<email>`). */
  by: string;
  /** Backups kept in the folder; older ones are removed after a successful backup (none when unset). */
  keep?: number;
}

/** The outcome of {@link runRecordedBackup}: the record written, and the backup when it succeeded. */
export interface RecordedBackup {
  record: BackupRecord;
  backup: MadeBackup | null;
}

/**
 * Makes a backup and records its outcome in `kv` (`["backups", at]` and `["meta", "last_backup"]`), then prunes the
 * folder to `keep` backups. A failed backup is recorded too and returned with its error, not thrown.
 */
export async function runRecordedBackup(
  kv: Deno.Kv,
  source: BackupSource,
  options: RecordedBackupOptions,
): Promise<RecordedBackup> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const name = backupName(started);
  const dir = resolve(source.dir);
  let backup: MadeBackup | null = null;
  let error: string | undefined;
  try {
    backup = await makeBackup(source, { ...options, now: onceThen(started, now) });
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500) || "Backup failed";
  }
  const record: BackupRecord = {
    id: name,
    at: started.toISOString(),
    dir: `${dir}/${name}`,
    bytes: backup?.bytes ?? 0,
    ok: backup !== null,
    ...(error ? { error } : {}),
    ms: Math.max(0, now().getTime() - started.getTime()),
    by: options.by,
  };
  await recordBackup(kv, record);
  if (backup && options.keep) await pruneBackups(dir, options.keep);
  // Best effort: a folder that cannot be read was reported in the record already.
  await removeStalePartials(dir, now()).catch(() => {});
  return { record, backup };
}

/** A partial folder untouched for this long was left by a backup cut short (a killed process). */
export const STALE_PARTIAL_MS = 86_400_000;

/** Removes the partial folders of `dir` not written to for {@link STALE_PARTIAL_MS}; returns their names. */
export async function removeStalePartials(dir: string, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await unlessMissing(Array.fromAsync(Deno.readDir(dir)), [])) {
    if (!entry.isDirectory || !/^\.recetas-\d{8}T\d{6}Z-partial-[0-9a-f]{8}$/.test(entry.name)) continue;
    const mtime = (await Deno.stat(`${dir}/${entry.name}`)).mtime?.getTime() ?? now.getTime();
    if (now.getTime() - mtime < STALE_PARTIAL_MS) continue;
    await Deno.remove(`${dir}/${entry.name}`, { recursive: true });
    removed.push(entry.name);
  }
  return removed;
}

/** Removes the oldest backup folders of `dir` beyond the newest `keep`; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await listBackupFolders(dir)).reverse();
  const removed = names.slice(keep);
  for (const name of removed) await Deno.remove(`${dir}/${name}`, { recursive: true });
  return removed;
}

/** The complete backup folders of `dir`, oldest first (names sort by time). */
export async function listBackupFolders(dir: string): Promise<string[]> {
  const entries = await unlessMissing(Array.fromAsync(Deno.readDir(dir)), []);
  return entries.filter((entry) => entry.isDirectory && isBackupName(entry.name)).map((entry) => entry.name).sort();
}

/** A clock that answers `first` once, then `now`'s time (the backup's name and its record share one start time). */
function onceThen(first: Date, now: () => Date): () => Date {
  let used = false;
  return () => {
    if (used) return now();
    used = true;
    return first;
  };
}
