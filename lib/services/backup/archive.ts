/**
 * A backup folder as one download: a `.tar.gz` streamed as it is read (`lib/format/tar.ts` through
 * `CompressionStream("gzip")`), the manifest first, then every file the manifest lists, all under the folder's name.
 */
import { NotFoundError } from "../../errors.ts";
import { tarStream } from "../../format/tar.ts";
import { isBackupName, MANIFEST_FILE, readManifest } from "./manifest.ts";

/** The `.tar.gz` of the backup `name` in `dir`; NotFoundError for a name that is not a complete backup there. */
export async function backupArchive(dir: string, name: string): Promise<ReadableStream<Uint8Array>> {
  if (!isBackupName(name)) throw new NotFoundError("Backup not found");
  const folder = `${dir}/${name}`;
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
