/**
 * A backup folder as one download: a `.tar.gz` streamed as it is read (`lib/format/tar.ts` through
 * `CompressionStream("gzip")`), the manifest first, then every file the manifest lists, all under the folder's name.
 * Only folders of backups recorded in the store are served, from the path their record names.
 */
import { findBackupRecord } from "../../db/backups.ts";
import { NotFoundError } from "../../errors.ts";
import { tarStream } from "../../format/tar.ts";
import { isBackupName, MANIFEST_FILE, readManifest } from "./manifest.ts";

/**
 * The `.tar.gz` of the recorded backup `name` (wherever it was written: `BACKUP_DIR` or a folder given to
 * `npm run backup`); NotFoundError for a name that is no recorded, complete backup still on disk.
 */
export async function backupArchive(kv: Deno.Kv, name: string): Promise<ReadableStream<Uint8Array>> {
  const record = isBackupName(name) ? await findBackupRecord(kv, name) : null;
  if (!record?.ok) throw new NotFoundError("Backup not found");
  const folder = record.dir;
  const manifest = await readManifest(folder).catch(() => {
    throw new NotFoundError("Backup not found");
  });
  const paths = [MANIFEST_FILE, ...manifest.files.map((file) => file.path)];
  const entries = paths.map(async (path) => {
    const info = await Deno.stat(`${folder}/${path}`);
    return {
      path: `${name}/${path}`,
      size: info.size,
      mtime: info.mtime ?? undefined,
      open: async () => (await Deno.open(`${folder}/${path}`, { read: true })).readable,
    };
  });
  async function* inOrder() {
    for (const entry of entries) yield await entry;
  }
  return tarStream(inOrder()).pipeThrough(new CompressionStream("gzip"));
}
