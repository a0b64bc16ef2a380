/**
 * A backup folder and its `manifest.json`: `<BACKUP_DIR>/recetas-<YYYYMMDDTHHMMSSZ>/` holds the manifest, the store
 * copy (`store.kv`, one SQLite file) and `media/` (one file per media key). The manifest names the app, its version,
 * the store format, when the backup started and ended, and every file with its size and SHA-256, so a restore can
 * check each byte before it writes anything.
 */
import { z } from "zod";
import { BACKUP_NAME_PATTERN } from "../../schemas/backups.ts";
import packageJson from "../../../package.json" with { type: "json" };

/** The manifest's file name. */
export const MANIFEST_FILE = "manifest.json";
/** The store copy's file name. */
export const STORE_FILE = "store.kv";
/** The media folder's name. */
export const MEDIA_FOLDER = "media";
/** The app a manifest names. */
export const BACKUP_APP = "recetas-cubanas";
/** The app's version (`package.json`). */
export const APP_VERSION: string = packageJson.version;

const FileSchema = z.object({
  path: z.string().min(1).refine(
    (path) => !path.split("/").some((part) => part === ".." || part === "" || part === "."),
    {
      message: "unsafe path",
    },
  ),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The manifest of one backup. */
export const BackupManifestSchema = z.object({
  app: z.string(),
  app_version: z.string(),
  /** `STORE_FORMAT` of the code that made it (`lib/db/store_check.ts`). */
  format: z.number().int().min(1),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime(),
  ok: z.boolean(),
  /** Where the store came from: a local file or a KV Connect URL (read at one point in time). */
  source: z.object({ kind: z.enum(["file", "kv-connect"]), media: z.string() }),
  store: z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string(), keys: z.number().int() }),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Every file of the backup but the manifest, with its size and SHA-256. */
  files: z.array(FileSchema),
  /** Records by kind: posts, users, categories, reviews, media, redirects, menu items, contact messages. */
  counts: z.record(z.string(), z.number().int().min(0)),
});
/** The manifest of one backup. */
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
/** One file of a backup. */
export type BackupFile = z.infer<typeof FileSchema>;

/** The folder name of a backup started at `at`: `recetas-20261202T044124Z`. */
export function backupName(at: Date): string {
  return `recetas-${at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`;
}

/** True for a backup folder's name. */
export function isBackupName(name: string): boolean {
  return BACKUP_NAME_PATTERN.test(name);
}

/** The manifest of the backup in `dir`; a missing, unreadable or malformed one throws an error saying so. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await Deno.readTextFile(`${dir}/${MANIFEST_FILE}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw new Error(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${dir}/${MANIFEST_FILE} is not JSON (damaged backup)`);
  }
  const result = BackupManifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${dir}/${MANIFEST_FILE} is not a backup manifest (${issue.path.join(".")}: ${issue.message})`);
  }
  return result.data;
}

/** SHA-256 (hex) and size of the file at `path`, read as a stream. */
export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const { createHash } = await import("node:crypto");
  const hash = createHash("sha256");
  let bytes = 0;
  const file = await Deno.open(path, { read: true });
  // The stream closes the file at its end.
  for await (const chunk of file.readable) {
    bytes += chunk.byteLength;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest("hex") };
}
