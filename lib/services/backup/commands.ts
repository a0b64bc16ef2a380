/**
 * `npm run backup -- [DIR]` and `npm run restore -- DIR` (`scripts/backup.ts`, `scripts/restore.ts`): the same
 * configuration as the server (`KV_PATH`, `MEDIA_DIR` or `MEDIA_STORE`, `BACKUP_DIR`, `BACKUP_KEEP`), a line per
 * step, and an exit code: 0 done, 1 failed or refused, 2 bad usage.
 */
import type { AppConfig } from "../../config.ts";
import { openKv } from "../../db/kv.ts";
import { openMediaStorage } from "../../media/open_storage.ts";
import { runRecordedBackup } from "./make_backup.ts";
import { restoreBackup, RestoreRefusedError } from "./restore.ts";
import { isKvConnectUrl } from "./store_copy.ts";
import { pluralize } from "../../text/plural.ts";

/** Where the commands print (the console in the scripts). */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

const CONSOLE: CommandOutput = { log: console.log, error: console.error };

/**
 * Backs up the store and media of `config` into `args[0]` (default `BACKUP_DIR`, then pruned to `BACKUP_KEEP`; a
 * folder given is never pruned) and records the outcome in the store.
 */
export async function backupCommand(args: string[], config: AppConfig, out = CONSOLE): Promise<number> {
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    out.error("usage: npm run backup -- [DIR]   (default DIR: BACKUP_DIR)");
    return 2;
  }
  const dir = args[0] ?? config.backup.dir;
  const local = !isKvConnectUrl(config.kvPath);
  if (local && !((await Deno.stat(config.kvPath).catch(() => null))?.size)) {
    out.error(`There is no store at KV_PATH=${config.kvPath}: nothing to back up.`);
    return 1;
  }
  const media = openMediaStorage(config.media);
  const kv = await openKv(config.kvPath);
  try {
    out.log(`Backing up ${config.kvPath} and ${media.location} into ${dir}…`);
    const { record, backup } = await runRecordedBackup(kv, { kvPath: config.kvPath, media, dir }, {
      by: "cli",
      keep: args[0] === undefined ? config.backup.keep : undefined,
      onProgress: (step, done, total) => {
        if (step === "media" && total && done === total) out.log(`  media: ${pluralize(total, "file")} copied`);
      },
    });
    if (!backup) {
      out.error(`Backup failed: ${record.error}`);
      return 1;
    }
    const { manifest } = backup;
    out.log(`  store: ${manifest.store.keys} keys, ${manifest.store.bytes} bytes (${manifest.source.kind})`);
    out.log(`Backup written to ${backup.path}: ${backup.bytes} bytes in ${record.ms} ms.`);
    return 0;
  } finally {
    kv.close();
  }
}

/** Restores the backup folder `args[0]` into the empty `KV_PATH` and media storage of `config`. */
export async function restoreCommand(args: string[], config: AppConfig, out = CONSOLE): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    out.error("usage: npm run restore -- DIR   (DIR: one backup folder, recetas-<time>)");
    return 2;
  }
  const media = openMediaStorage(config.media);
  const started = Date.now();
  try {
    const { manifest, mediaFiles } = await restoreBackup(
      args[0],
      { kvPath: config.kvPath, media },
      (step, done, total) => {
        if (step === "check" && done === total) out.log(`Checked ${pluralize(total, "file")} against the manifest.`);
      },
    );
    out.log(
      `Restored the backup of ${manifest.created_at} (app ${manifest.app_version}): ${manifest.store.keys} keys into ` +
        `${config.kvPath}, ${pluralize(mediaFiles, "media file")} into ${media.location}, in ${
          Date.now() - started
        } ms.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    out.error(`Restore refused: ${error.message}`);
    return 1;
  }
}
