/**
 * `npm run doctor`: every check of a production installation, in order (configuration, store, media, free disk,
 * last backup, build, the running site), each one line saying what it found and what to do. Nothing is written:
 * the store is opened only to read its marker and the last backup's record.
 */
import { type AppConfig, type EnvReader, processEnv, readConfig } from "../../config.ts";
import { type ProcessIdentity, processIdentity } from "../../process/writable.ts";
import { type CheckResult, errorText } from "./check_result.ts";
import { checkBackup } from "./backup_check.ts";
import { checkBuild } from "./build_check.ts";
import { checkDisk, type DiskSpace } from "./disk_check.ts";
import { checkSettings, configErrorResult } from "./settings_check.ts";
import { checkSite, localSiteUrl, READY_TIMEOUT_MS } from "./site_check.ts";
import { checkMedia, checkStore, parentOf } from "./storage_checks.ts";

/** What the checks need from outside; everything but the build's test has a default. */
export interface DoctorOptions {
  /** The builder's test of `_build/`: null when current, else why not. */
  buildStaleReason: () => Promise<string | null>;
  env?: EnvReader;
  now?: () => number;
  ids?: ProcessIdentity;
  df?: (path: string) => Promise<DiskSpace>;
  readyTimeoutMs?: number;
}

/** Runs every check and returns their outcomes in order; the configuration failing skips those that need it. */
export async function runDoctor(options: DoctorOptions): Promise<CheckResult[]> {
  let config: AppConfig;
  try {
    config = readConfig(options.env ?? processEnv);
  } catch (error) {
    return [configErrorResult(errorText(error)), await checkBuild(options.buildStaleReason)];
  }
  const ids = options.ids ?? processIdentity();
  const results = [checkSettings(config)];
  const store = await checkStore(config.kvPath, ids);
  try {
    results.push(store.result);
    results.push(await checkMedia(config.media, ids));
    const local = config.kvPath !== ":memory:" && !/^https?:\/\//.test(config.kvPath);
    const paths = [...local ? [parentOf(config.kvPath)] : [], ...config.media.s3 ? [] : [config.media.dir]];
    if (paths.length) results.push(await checkDisk(paths, options.df));
    results.push(await checkBackup(store.kv, (options.now ?? Date.now)(), config.backup.everyMs));
  } finally {
    store.kv?.close();
  }
  results.push(await checkBuild(options.buildStaleReason));
  results.push(await checkSite(localSiteUrl(config), options.readyTimeoutMs ?? READY_TIMEOUT_MS));
  return results;
}
